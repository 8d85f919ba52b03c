import fs from 'node:fs';
import type { Browser } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';

/**
 * The system's Chromium (Debian's `chromium` package; `.ci/run` installs it when missing), or
 * CHROMIUM_PATH. puppeteer-core never downloads a browser, and nothing is installed at run time.
 */
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((file): file is string => !!file && fs.existsSync(file));
}

export const NO_CHROMIUM =
  'Browser tests skipped: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Install it with `apt-get install -y chromium`; `.ci/run` does so.';

export function launchChromium(executablePath: string): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  return puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}
