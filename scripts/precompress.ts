/** After `react-router build`: writes .br and .gz beside each hashed asset so they are served precompressed. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const buildDir = process.env.WEB_BUILD_DIR ?? resolve(import.meta.dirname, '../apps/web/build')
const assets = resolve(buildDir, 'client/assets')
let count = 0
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue
  const file = join(assets, name)
  const body = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`precompressed ${count} assets (br, gz)`)
