import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The design-system catalogue (src/catalogue): a page of its own, never part of the app's build or its
 * precache. `npm run catalogue` serves it; the screenshot and axe tests build it with this config into
 * a temporary folder (CATALOGUE_OUT_DIR) and serve the files themselves.
 */
export default defineConfig({
  root: 'src/catalogue',
  base: './',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.CATALOGUE_OUT_DIR ?? '../../.catalogue-dist',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  server: { port: 5174 },
})
