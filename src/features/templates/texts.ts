/** Templates texts (001 §2, §8), verbatim. */
export const TEMPLATE_TEXTS = {
  proRequired: 'Pro template access requires Desktop Pro subscription',
  downloadFailed: 'Failed to download template. Please try again.',
  generateFailed: 'Failed to generate template. Please try again.',
  noDownloadUrl: 'No download URL received',
  downloading: (title: string) => `${title} is downloading!`,
  proOnly: 'Pro Only',
} as const

export const TEMPLATE_FUNCTION = 'generate-template'

export const USAGE_TIPS = [
  'Download a fresh copy for each project: every download is built for you.',
  'Start from the outline and delete what does not apply before filling numbers in.',
  'Bring the filled template to your next session so your advisor can review it with you.',
] as const
