import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";

/** A wrong or missing key: says so, and shows nothing of what the key would open. */
export function NotYours({ lang, kind, eventId }: { lang: Lang; kind: "event" | "entry"; eventId: string }) {
  return (
    <section className="card error-page" role="alert" data-testid="not-yours">
      <h1>{t(lang, kind === "event" ? "notYourEvent" : "notYourEntry")}</h1>
      <p>{t(lang, kind === "event" ? "notYourEventText" : "notYourEntryText")}</p>
      <p>
        <a href={`/e/${encodeURIComponent(eventId)}`} rel="noreferrer">
          {t(lang, "toEventPage")}
        </a>
      </p>
    </section>
  );
}
