import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";

const TEXT = {
  event: ["notYourEvent", "notYourEventText"],
  entry: ["notYourEntry", "notYourEntryText"],
  entryGone: ["entryGone", "entryGoneText"],
} as const;

/**
 * A wrong or missing key: says so, and shows nothing of what the key would open. `entryGone`: no
 * such entry in the event any more (withdrawn, removed by the organiser), whatever the key.
 */
export function NotYours({ lang, kind, eventId }: { lang: Lang; kind: keyof typeof TEXT; eventId: string }) {
  const [title, text] = TEXT[kind];
  return (
    <section className="card error-page" role="alert" data-testid="not-yours">
      <h1>{t(lang, title)}</h1>
      <p>{t(lang, text)}</p>
      <p>
        <a href={`/e/${encodeURIComponent(eventId)}`} rel="noreferrer">
          {t(lang, "toEventPage")}
        </a>
      </p>
    </section>
  );
}
