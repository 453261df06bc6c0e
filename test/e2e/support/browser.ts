import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt package `chromium`); .ci/run installs it on a fresh machine. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, with everything that would reach the network on its own switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--headless',
    ],
  });
}
