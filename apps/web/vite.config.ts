import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { directImports } from './direct-imports.ts'
import { shellChunk } from './shell-chunk.ts'

/** The kiosk theme's chunk (ADR 030): named, so its import() can skip preloading (see below). */
const KIOSK_CHUNK = 'assets/kiosk-theme-'
const shell = shellChunk()

export default defineConfig({
  plugins: [reactRouter(), directImports(), shell.plugin],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The framework every page runs (React, React Router, TanStack Query) in one chunk instead of
        // the four the automatic split made of it (ADR 037): the home page's first load had 25 module
        // preloads on 6 HTTP/1.1 connections, its stylesheet queued behind them, and Lighthouse's
        // simulated first paint at 2.6 s; with this group 22 and 2.3–2.4 s (docs/archive/perf-diary.md). Grouping all
        // the app's own modules was tried: fewer files, but the menu page's JavaScript grew to 200 KB.
        // What the root route and the shell layout import is one group (ADR 037): 12 preloads on /.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
              priority: 20,
            },
            // The code every storefront page runs before it hydrates, in one file (shell-chunk.ts).
            { name: 'storefront', test: shell.test, priority: 10 },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('/features/kiosk/lazy.ts')
            ? `${KIOSK_CHUNK}[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
      // Every page carries the kiosk theme's import() (the shell swaps it in on a kiosk); the list of
      // its dependencies to preload would weigh on every guest's first JavaScript for the one device
      // that loads it, once. Other lazy parts keep their preloads.
      resolveDependencies: (filename, deps) => (filename.startsWith(KIOSK_CHUNK) ? [] : deps),
    },
  },
})
