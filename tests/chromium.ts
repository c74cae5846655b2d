/**
 * How every test and benchmark launches Chromium: the machine's own (Debian's, or `CHROMIUM_PATH`),
 * never a downloaded one, with the switches a headless run in a container needs and no background
 * traffic of its own to disturb request counts.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
}
