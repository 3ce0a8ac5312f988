import type { TestBrowser } from "./browser";
import { createRoster } from "./page";

export type ActionIds = { create: string; save: string };

/**
 * The ids of the builder's create and save actions in the running build, as a player's browser
 * sends them: in Chromium, a roster is created on the home page and a unit added in its builder,
 * and the `Next-Action` header of each action POST is noted with the page it came from. Nothing of
 * Next's build output or wire format is read; a test replays these ids with bodies of its own.
 */
export async function actionIdsFromBrowser(browser: TestBrowser, base: string): Promise<ActionIds> {
  const page = await browser.newPage({ locale: "en-GB" });
  try {
    const sent: { path: string; id: string }[] = [];
    page.on("request", (request) => {
      const id = request.headers()["next-action"];
      if (request.method() === "POST" && id) sent.push({ path: new URL(request.url()).pathname, id });
    });
    await createRoster(page, base, "Action ids");
    const saving = page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined && new URL(r.url()).pathname.startsWith("/r/"));
    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await saving;
    const create = sent.find((s) => s.path === "/")?.id;
    const save = sent.find((s) => s.path.startsWith("/r/"))?.id;
    if (!create || !save) throw new Error(`the browser sent no create and save action: ${JSON.stringify(sent)}`);
    return { create, save };
  } finally {
    await page.close();
  }
}
