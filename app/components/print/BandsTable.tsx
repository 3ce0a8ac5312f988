import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { bandTableFor } from "@/lib/victory/calculate";
import { bandName } from "@/lib/victory/band-names";
import type { Scoring } from "@/lib/victory/scoring-schema";

/** The victory bands of this game size: difference → result, with both columns headed. */
export function BandsTable({ lang, scoring, pointsLimit }: { lang: Lang; scoring: Scoring; pointsLimit: number }) {
  const table = bandTableFor(scoring, pointsLimit);
  return (
    <table className="ac-bands">
      <caption>{t(lang, "victoryBands")}</caption>
      <thead>
        <tr>
          <th scope="col">{t(lang, "bandDifference")}</th>
          <th scope="col">{t(lang, "result")}</th>
        </tr>
      </thead>
      <tbody>
        {table.bands.map((b, i) => {
          const next = table.bands[i + 1];
          return (
            <tr key={b.band}>
              <td>{next ? `${b.minDifference}–${next.minDifference - 1}` : `≥ ${b.minDifference}`}</td>
              <td>{bandName(b.band, lang)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
