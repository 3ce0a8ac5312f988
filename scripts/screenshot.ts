/**
 * Looks at a page as a player would: npx tsx scripts/screenshot.ts URL OUT.png [widthxheight] [ru|en]
 * (headless Debian chromium; used while developing, not by the tests)
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium-flags";

const [url, out = "/tmp/shot.png", size = "1280x900", locale = "ru"] = process.argv.slice(2);
if (!url) throw new Error("usage: screenshot URL OUT.png [WxH] [ru|en]");
const [width, height] = size.split("x").map(Number);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const page = await browser.newPage({ viewport: { width: width!, height: height! }, locale: locale === "en" ? "en-GB" : "ru-RU" });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: !process.env.VIEWPORT_ONLY });
await browser.close();
console.log(out);
