"use client";
import { useRouter } from "next/navigation";
import type { Lang } from "@/lib/text";
import { keepForOffline, refreshCorePages } from "./offline/sw-client";

/** The reader's choice, for the server's next render (a year, as the reader would expect). */
function rememberLang(lang: Lang): void {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function LangSwitch({ lang, label }: { lang: Lang; label: string }) {
  const router = useRouter();
  const choose = (next: Lang) => {
    rememberLang(next);
    router.refresh();
    // the copies kept for offline use were made in the other language
    refreshCorePages();
    keepForOffline([window.location.pathname + window.location.search]);
  };
  return (
    <div className="lang-switch" role="group" aria-label={label}>
      {(["ru", "en"] as const).map((l) => (
        <button key={l} type="button" aria-pressed={l === lang} onClick={() => choose(l)} lang={l}>
          {l === "ru" ? "RU" : "EN"}
        </button>
      ))}
    </div>
  );
}
