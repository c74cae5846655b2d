/** Spec 002 §2.11, §4, §8 (Assistant and general), verbatim; the offline texts are ours. */
export const ASSISTANT_TEXTS = {
  title: 'AI Voice Assistant',
  toggle: 'Voice assistant',
  proOnly: 'Available with Pro membership',
  noSpeech: 'No speech detected. Please try again.',
  failed: 'Failed to process your request',
  microphoneFailed: 'Failed to access microphone',
  responseReady: 'Response ready!',
  copied: 'Content copied to clipboard',
  needsNetwork:
    'The voice assistant needs the network. Your recording is kept: send it when you are back online.',
  tapToSpeak: 'Tap to speak',
  stop: 'Stop',
  processing: 'Processing…',
  send: 'Send recording',
  discard: 'Discard',
  copy: 'Copy',
  askAgain: 'Ask again',
  you: 'You said',
  answer: 'Answer',
} as const
