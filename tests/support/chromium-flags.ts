/**
 * How the tests, the bench and the screenshot script start Chromium. Apart from
 * tests/support/browser.ts so that a script can read the flags without loading playwright-core:
 * its bundled zod writes into zod's shared global config, which makes every schema parse in the
 * same process several times slower (bench section 1 measures the engine in-process).
 */

/** Debian's chromium, headless, with nothing that reaches for the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Chromium's headless mode is the whole browser: each new context opens a window whose address
  // bar preloads two WebUI popups in renderers of their own, about 1 CPU-second per context, more
  // than an empty context costs otherwise. No test has an address bar to type in.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
] as const;
