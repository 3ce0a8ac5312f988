import { t } from "@/lib/i18n/ui";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";

/** The web app manifest, in the reader's language: what a phone shows when the app is installed. */
export async function GET() {
  const lang = await currentLang();
  const manifest = {
    name: t(lang, "appName"),
    short_name: t(lang, "appShortName"),
    description: t(lang, "homeIntro"),
    lang,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f4f1ea",
    theme_color: "#a3161a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "no-cache", vary: "Cookie, Accept-Language" },
  });
}
