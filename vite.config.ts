import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import { buildStamp } from './sw/build-stamp.ts'

export default defineConfig(({ command }) => {
  const stamp = buildStamp(process.env.BUILD_STAMP, new Date())
  const appVersion = command === 'serve' ? 'dev' : pkg.version
  return {
    define: {
      __BUILD_STAMP__: JSON.stringify(stamp),
      __APP_VERSION__: JSON.stringify(appVersion),
    },
    plugins: [
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'service-worker.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
    ],
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
