import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; a test tool's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with the flags these machines need; `extraArgs` add more (e.g. a fake microphone). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
      // Narration starts from a click in the tests as for a person; no policy surprises in headless mode.
      '--autoplay-policy=no-user-gesture-required',
      ...extraArgs,
    ],
  });
}
