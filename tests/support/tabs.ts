import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach } from "vitest";
import type { TestBrowser } from "./browser";

export type Tab = { context: BrowserContext; page: Page };
type Kind = BrowserContextOptions & {
  /** Granted on the app's origin when the tab's context is made. */
  permissions?: string[];
};

/**
 * Tabs a test file keeps from one test to the next, one per kind of context (locale, viewport,
 * touch, permissions). A new context means a new renderer process that starts up and compiles the
 * app's JavaScript again: about a CPU-second per test, most of what a short browser test costs on
 * the 2-core CI machine. A kept tab navigates on in the renderer it has. Between tests it is
 * emptied as a new context would be: its other pages closed, its dialogs and listeners dropped, the
 * app left for a page that runs no script (so nothing of the last test writes after the clearing),
 * the origin's storage cleared (cookies, local and session storage, IndexedDB, Cache Storage), and
 * its viewport and media put back. A tab that cannot be emptied is replaced by a new one. Its
 * HTTP cache stays, as in a returning player's browser: it holds the build's immutable assets
 * (pages are never kept by a browser: no max-age), and the tests of caching make their own contexts.
 *
 * A tab is the test's until it ends: a test that asks twice for the same kind (two players, two
 * devices) gets two tabs. A test that changes what cannot be put back (init scripts, routes,
 * exposed functions, service workers, being offline) makes its own context instead.
 */
export function keptTabs(browser: () => TestBrowser, base: string | (() => string)) {
  const origin = () => (typeof base === "string" ? base : base());
  const kept = new Map<string, Tab[]>();
  const inUse = new Set<Tab>();
  afterEach(() => inUse.clear());
  afterAll(async () => {
    for (const tabs of kept.values()) for (const tab of tabs) await tab.context.close().catch(() => undefined);
    kept.clear();
  });

  async function make(kind: Kind): Promise<Tab> {
    const { permissions, ...options } = kind;
    const context = await browser().newContext(options);
    if (permissions) await context.grantPermissions(permissions, { origin: origin() });
    return { context, page: await context.newPage() };
  }

  async function empty({ context, page }: Tab, kind: Kind) {
    for (const other of context.pages()) if (other !== page) await other.close({ runBeforeUnload: false });
    await page.removeAllListeners();
    // a page with unsaved edits asks before it is left: the next test is not that page's user
    page.on("dialog", (d) => void d.accept().catch(() => undefined));
    await page.goto(origin() + "/favicon.ico");
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const db of await indexedDB.databases()) {
        if (!db.name) continue;
        await new Promise<void>((done, fail) => {
          const req = indexedDB.deleteDatabase(db.name!);
          req.onsuccess = () => done();
          req.onerror = () => fail(req.error);
          req.onblocked = () => fail(new Error(`IndexedDB ${db.name} is still open`));
        });
      }
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await context.clearCookies();
    await page.removeAllListeners();
    await page.setViewportSize(kind.viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ media: null, colorScheme: kind.colorScheme ?? null, reducedMotion: kind.reducedMotion ?? null });
  }

  /** A tab of this kind, empty: as if its context had just been made. */
  return async function tab(kind: Kind = {}): Promise<Tab> {
    const key = JSON.stringify(kind);
    const tabs = kept.get(key) ?? [];
    kept.set(key, tabs);
    const free = tabs.find((t) => !inUse.has(t));
    if (free) {
      inUse.add(free);
      try {
        await empty(free, kind);
        return free;
      } catch {
        inUse.delete(free);
        tabs.splice(tabs.indexOf(free), 1);
        await free.context.close().catch(() => undefined);
      }
    }
    const fresh = await make(kind);
    tabs.push(fresh);
    inUse.add(fresh);
    return fresh;
  };
}
