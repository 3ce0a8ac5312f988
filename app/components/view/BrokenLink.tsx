import { IntentLink } from "../site/IntentLink";
import { t } from "@/lib/i18n/ui";
import type { DecodeFailure } from "@/lib/share/codec";
import { describeDecodeFailure } from "@/lib/share/failure-text";
import type { Lang } from "@/lib/text";

/** A roster link that cannot be opened, and why (the share page, its cards, and offline). */
export function BrokenLink({ lang, failure, home = false }: { lang: Lang; failure: DecodeFailure; home?: boolean }) {
  return (
    <section className="card error-page" role="alert">
      <h1>{t(lang, "brokenLink")}</h1>
      <p>{describeDecodeFailure(failure, lang)}</p>
      {home && (
        <p>
          <IntentLink href="/">{t(lang, "navRosters")}</IntentLink>
        </p>
      )}
    </section>
  );
}
