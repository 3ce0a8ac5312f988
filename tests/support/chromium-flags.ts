/**
 * How the tests, the bench and the screenshot script start Chromium. Apart from
 * tests/support/browser.ts so that a script can read the flags without loading playwright-core:
 * its bundled zod writes into zod's shared global config, which makes every schema parse in the
 * same process several times slower (bench section 1 measures the engine in-process).
 */

/** Debian's chromium, headless, with nothing that reaches for the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Chromium reads only the last --disable-features it is given, and playwright-core puts its own
  // list first: ours repeats that list (playwright-core 1.65's chromiumSwitches: no paint holding,
  // no requests for optimisation hints, network time or search preconnects on an offline machine)
  // and adds what it lacks. Chromium's headless mode is the whole browser: each new context opens a
  // window whose address bar preloads two WebUI popups in renderers of their own, about 1
  // CPU-second per context, more than an empty context costs otherwise. No test has an address bar.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"].join(",")}`,
] as const;

/**
 * The tests' Chromium runs the pages' JavaScript without V8's optimising compilers (Maglev,
 * TurboFan): a test page lives for seconds, too short for optimised code to pay for its compiling
 * on the renderer's worker threads. Measured on the 2-core CI machine: the phone builder's and the
 * accessibility files' renderers used 10–20 % less CPU (Sparkplug, the cheap baseline compiler,
 * stays: without it axe-core's long checks cost more than they saved). Not for what measures the
 * app's speed (the bench's INP and Lighthouse sections), which must see the browser a player has.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-opt,--no-maglev"] as const;
