import type { PageContent } from '../types.ts'

export const WALLPAPER_GENERATOR: PageContent = {
  eyebrow: 'Tools',
  accent: 'product',
  lead: 'Make a JUL wallpaper for your phone, tablet or desktop. Everything happens in your browser: nothing is uploaded, and the download is a full-resolution PNG.',
  sections: [
    { heading: 'Make your wallpaper', id: 'generator', blocks: [] },
    {
      heading: 'Tips',
      blocks: [
        {
          type: 'list',
          items: [
            'Phone sizes leave the top third calm, so the clock stays readable.',
            'Desktop sizes keep the line in the lower left, clear of icons on most systems.',
            'Keep the line short: six words or fewer read best at a glance.',
            'The ink and brass theme matches the Studio card; the audience themes match our pages.',
          ],
        },
        {
          type: 'p',
          text: 'The image is drawn on a canvas in this page and saved straight to your downloads. It works offline too, once the page has loaded.',
        },
      ],
    },
  ],
}

export const SOCIAL_AD_GENERATOR: PageContent = {
  eyebrow: 'Tools',
  accent: 'product',
  lead: 'Compose an on-brand social media ad in the sizes the main networks use, preview it live and download it as a PNG. Built for our team and partners announcing work with JUL.',
  sections: [
    { heading: 'Compose your ad', id: 'generator', blocks: [] },
    {
      heading: 'Before you post',
      blocks: [
        {
          type: 'list',
          items: [
            'Square (1080 × 1080) suits feeds; portrait (1080 × 1350) takes more of a phone screen; landscape (1200 × 628) is for link posts.',
            'Prices in an ad must match the pricing guide: a strategy session is €495 for 90 minutes.',
            'Keep the headline under 40 characters: most feeds crop longer lines on phones.',
            [
              'Partners: please agree co-branded ads with us first, as the ',
              { text: 'brand rules', to: '/brand-assets' },
              ' ask.',
            ],
          ],
        },
      ],
    },
  ],
}

export const CHIRP_TEST: PageContent = {
  eyebrow: 'Tools',
  accent: 'product',
  lead: 'Chirps are the short sounds the JUL apps play for new messages, mentions, recordings and sparks. Play each one here to check your device’s volume and speaker before a session.',
  sections: [
    { heading: 'The chirps', id: 'player', blocks: [] },
    {
      heading: 'If you hear nothing',
      blocks: [
        {
          type: 'list',
          items: [
            'Browsers only play sound after you press a button on the page; press Play again.',
            'Check that the device is not muted and the volume is up.',
            'In the app, sounds follow the audio settings, which can turn each kind of alert off.',
          ],
        },
        {
          type: 'p',
          text: 'Every chirp is synthesised in your browser from a few short tones, so nothing is downloaded and the test works offline. What you hear here is exactly what the console and the app play.',
        },
      ],
    },
  ],
}

export const STUDIO_IDENT_TEST: PageContent = {
  eyebrow: 'Tools',
  accent: 'product',
  lead: 'The studio ident is JUL’s sound signature: the gentle chirp members hear for a new message, followed by the spark — the two sounds of the product people know best, played as one short phrase. Play it here on your speakers or headphones.',
  sections: [
    { heading: 'The ident', id: 'player', blocks: [] },
    {
      heading: 'About the sound',
      blocks: [
        {
          type: 'p',
          text: 'It is synthesised in your browser from the product’s own sound recipes — no audio file is downloaded — so it sounds the same offline as online, and exactly like the chirps in the app.',
        },
        {
          type: 'p',
          text: 'Use it to open a video or a recording made for JUL: at the very start, at full length, with a second of silence after it. Headphones show the sparkle at the end best; small laptop speakers soften it.',
        },
      ],
    },
  ],
}

export const AUDIO_UPLOADER: PageContent = {
  eyebrow: 'Staff tools',
  accent: 'product',
  lead: 'Upload notification sounds and idents to the brand-assets storage, where the apps and the website can play them. Uploading is for JUL staff; anyone can listen to what is there.',
  sections: [
    { heading: 'Upload audio', id: 'uploader', blocks: [] },
    {
      heading: 'File rules',
      blocks: [
        {
          type: 'list',
          items: [
            'Formats: MP3, M4A/AAC, OGG, WebM or WAV.',
            'Up to 5 MB per file: notification sounds should be well under a second.',
            'Plain names only: letters, numbers, dashes and one extension. Executables and double extensions are refused.',
          ],
        },
        {
          type: 'p',
          text: 'Files go to the audio folder of the brand-assets storage and are public once uploaded, so never upload anything confidential. Uploading the same name again replaces the earlier file; the apps pick up the new sound the next time they load it.',
        },
      ],
    },
  ],
}

export const STRIPE_CALENDLY_VALIDATION: PageContent = {
  eyebrow: 'Configuration check',
  lead: 'Every active service card, checked the way the pricing page uses it: a card sold by card payment needs a price and a payment price id, and a card booked through the calendar needs a valid scheduling link.',
  sections: [
    { heading: 'Service cards', id: 'results', blocks: [] },
    {
      heading: 'How to fix a problem',
      blocks: [
        {
          type: 'p',
          text: 'The check runs on this device against the service cards it holds, so it works offline and always matches what visitors see. Service cards are edited on the server by staff. A card with a problem still shows on the website, but only the buttons that can work are offered, so visitors never meet a dead button. Fix the card’s cta_config and it is picked up on the next sync.',
        },
      ],
    },
  ],
}

export const SITEMAP_LEAD = 'Every public page of the site, grouped the way the navigation is.'
