import {
  type AppleSplashScreens,
  createAppleSplashScreens,
  defineConfig,
} from '@vite-pwa/assets-generator/config'

// Apple's launch images for the installed app (iOS shows no manifest splash), generated from the brand
// mark (public/favicon.svg) on the brand ink: `npx pwa-assets-generator` writes public/splash/*.png,
// committed with the <link rel="apple-touch-startup-image"> tags it prints, which index.html carries.
// The icons themselves are kept as they are.
const DEVICES = [
  'iPhone 17 Pro Max',
  'iPhone 17 Pro',
  'iPhone 16',
  'iPhone 15 Pro Max',
  'iPhone 13 mini',
  'iPhone SE 4.7"',
  'iPad Air 11"',
  'iPad Pro 12.9"',
] as const

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [], favicons: [] },
    maskable: { sizes: [] },
    apple: { sizes: [] },
    // The library declares its own result with `| undefined` members, which exactOptionalPropertyTypes
    // refuses against its own input type; the object is the same.
    appleSplashScreens: createAppleSplashScreens(
      {
        padding: 0.45,
        resizeOptions: { background: '#111827', fit: 'contain' },
        linkMediaOptions: { log: true, addMediaScreen: true, basePath: '/', xhtml: false },
        png: { compressionLevel: 9, quality: 70 },
        name: (landscape, size) =>
          `splash/apple-splash-${landscape ? 'landscape' : 'portrait'}-${size.width}x${size.height}.png`,
      },
      [...DEVICES],
    ) as AppleSplashScreens,
  },
  images: ['public/favicon.svg'],
})
