import { IntentLink } from "@/app/components/site/IntentLink";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

/** A roster, event or page that is not here: said in the reader's language, with a way on. */
export function NotHere({ lang }: { lang: Lang }) {
  return (
    <section className="card page-error" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t(lang, "notFoundTitle")}</h1>
      <p>{t(lang, "notFoundText")}</p>
      <p className="page-error-actions">
        <IntentLink href="/">{t(lang, "notFoundHome")}</IntentLink>
      </p>
    </section>
  );
}
