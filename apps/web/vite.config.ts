import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** The kiosk theme's chunk (ADR 030): named, so its import() can skip preloading (see below). */
const KIOSK_CHUNK = 'assets/kiosk-theme-'

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
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
