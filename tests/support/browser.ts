import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "./chromium-flags";

/** What a test uses of Chromium: contexts, pages, and closing it. */
export type TestBrowser = Pick<Browser, "newContext" | "newPage" | "close">;

/**
 * The offline worker is tested where it is the subject (tests/e2e/offline.test.ts, which asks for
 * `serviceWorkers: "allow"`). Elsewhere it is blocked, so a test sees the server itself and never a
 * copy kept offline: a test that stops the server must see the app without it.
 */
export async function launchBrowser(args: readonly string[] = CHROMIUM_ARGS): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const browser = await launchChromium(args);
  return {
    newContext: (options) => browser.newContext({ serviceWorkers: "block", ...options }),
    newPage: (options) => browser.newPage({ serviceWorkers: "block", ...options }),
    close: (options) => browser.close(options),
  };
}

/** The e2e project's shared Chromium when there is one (tests/support/browser-setup.ts), else a Chromium of this file's (or the bench's) own. */
function launchChromium(args: readonly string[]): Promise<Browser> {
  // npm run bench launches through here too, outside Vitest, where inject() throws
  const shared = process.env.VITEST ? inject("chromiumWsEndpoint") : undefined;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...args] });
}

/** One Chromium for the whole test file: launched before the first test, closed after the last. */
export function browserForFile(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(TEST_CHROMIUM_ARGS);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running yet");
    return browser;
  };
}
