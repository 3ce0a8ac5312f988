import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "./chromium-flags";
import { sharedBySetups } from "./shared-by-setups";

/**
 * One Chromium for the e2e projects (e2e and e2e-pg; their global setups run in vitest's main
 * process): each test file connects to it and gets contexts of its own (isolated cookies, storage
 * and caches), and closing its connection closes only those contexts. Measured on the 2-core CI
 * machine, a Chromium launch costs about 2 CPU-seconds; 25 files each launching their own spent
 * about a minute of the run's CPU on launches alone.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const { value: server, release } = await sharedBySetups(
    "chromium",
    () => chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: [...TEST_CHROMIUM_ARGS] }),
    (launched) => launched.close(),
  );
  project.provide("chromiumWsEndpoint", server.wsEndpoint());
  return release;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** the e2e projects' shared Chromium (tests/support/browser-setup.ts); absent outside them */
    chromiumWsEndpoint?: string;
  }
}
