import { existsSync } from "node:fs";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "./chromium-flags";

type Shared = { server: Promise<BrowserServer>; users: number };
const SHARED = Symbol.for("soviet-roster.tests.chromium");

/**
 * One Chromium for the e2e projects (e2e and e2e-pg; their global setups run in vitest's main
 * process): each test file connects to it and gets contexts of its own (isolated cookies, storage
 * and caches), and closing its connection closes only those contexts. Measured on the 2-core CI
 * machine, a Chromium launch costs about 2 CPU-seconds; 25 files each launching their own spent
 * about a minute of the run's CPU on launches alone. The first project to ask launches it; the
 * last one done closes it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const holder = globalThis as { [SHARED]?: Shared };
  const shared = (holder[SHARED] ??= { server: chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: [...TEST_CHROMIUM_ARGS] }), users: 0 });
  shared.users++;
  const server = await shared.server;
  project.provide("chromiumWsEndpoint", server.wsEndpoint());
  return async () => {
    if (--shared.users > 0) return;
    delete holder[SHARED];
    await server.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** the e2e projects' shared Chromium (tests/support/browser-setup.ts); absent outside them */
    chromiumWsEndpoint?: string;
  }
}
