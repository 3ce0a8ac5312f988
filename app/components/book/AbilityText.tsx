import type { Ability } from "@/lib/army-book/schema";
import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";

/** An ability's summary, with the mark of a cut-off source text and its interpretation note. */
export function AbilityText({ lang, ability }: { lang: Lang; ability: Ability }) {
  return (
    <>
      {ability.summary[lang]}
      {ability.truncated && <em className="truncated"> {t(lang, "sourceEndsHere")}</em>}
      {ability.note && (
        <span className="interpretation">
          {" "}
          <em>{t(lang, "interpretation")}:</em> {ability.note[lang]}
        </span>
      )}
    </>
  );
}
