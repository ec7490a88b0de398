/**
 * The machine's Chromium (Debian's /usr/bin/chromium; never a downloaded browser), as the
 * journeys (playwright.config.ts) and the benchmarks (bench/web.ts, bench/public-pages.ts)
 * start it.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox and no GPU, as in a container run as root; and nothing in the background
 * (updates, sync, QUIC) to add noise to a journey's or a measurement's timing.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
