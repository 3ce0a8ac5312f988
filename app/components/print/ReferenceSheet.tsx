import type { ArmyFacts } from "@/lib/cards/army-facts";
import { casualtyGroups, compositionText, saveShort, weaponText } from "@/lib/cards/card-text";
import type { UnitCardData } from "@/lib/cards/unit-card";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { objectiveRule } from "@/lib/victory/readings";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { ArmyFactList, ArmyProblems } from "./ArmyFactList";
import { BandsTable } from "./BandsTable";
import { Boxes } from "./Boxes";

type Props = {
  lang: Lang;
  scoring: Scoring;
  facts: ArmyFacts;
  cards: UnitCardData[];
  damaged: number[];
  unitProblems: string[][];
  boxes: boolean;
};

/** The whole army on one A4 page: a row per unit, abilities by name only, the victory bands below. */
export function ReferenceSheet({ lang, scoring, facts, cards, damaged, unitProblems, boxes }: Props) {
  return (
    <section className="ac-sheet" aria-labelledby="sheet-title">
      <header className="ac-sheet-head">
        <h2 id="sheet-title" className="ac-title">
          {facts.name}
        </h2>
        <ArmyFactList lang={lang} facts={facts} inline />
      </header>
      <ArmyProblems facts={facts} />
      <table className="ac-sheet-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t(lang, "unitLabel")}</th>
            <th scope="col">{t(lang, "sheetKit")}</th>
            <th scope="col">{t(lang, "save")}</th>
            <th scope="col">{t(lang, "abilities")}</th>
            <th scope="col" className="ac-num">
              {t(lang, "pointsLabel")}
            </th>
            <th scope="col" className="ac-num">
              {t(lang, "damagedVp")}
            </th>
            {boxes && <th scope="col">{t(lang, "casualties")}</th>}
          </tr>
        </thead>
        <tbody>
          {cards.map((c, i) => (
            <tr key={i}>
              <td className="ac-num" data-label="#">
                {i + 1}
              </td>
              <th scope="row">
                <span className="ac-title">{c.label ?? c.name[lang]}</span>
                {c.label && <span className="ac-book"> {c.name[lang]}</span>}
                {c.rarity !== "common" && <span className="ac-badge">{t(lang, c.rarity === "unique" ? "unique" : "rare")}</span>}
                {c.note && <span className="ac-note"> {c.note}</span>}
              </th>
              <td data-label={t(lang, "sheetKit")}>
                <span className="ac-comp">{compositionText(c, lang)}.</span> {c.weapons.map((w) => weaponText(w, lang)).join("; ")}
                {unitProblems[i]!.map((p, k) => (
                  <span key={k} className="ac-problem">
                    {" "}
                    ⚠ {p}
                  </span>
                ))}
              </td>
              <td data-label={t(lang, "save")}>{c.save ? saveShort(c.save) : "—"}</td>
              <td data-label={t(lang, "abilities")}>{c.abilities.map((a) => a.name[lang]).join(", ")}</td>
              <td className="ac-num" data-label={t(lang, "pointsLabel")}>
                {c.points}
              </td>
              <td className="ac-num" data-label={t(lang, "damagedVp")}>
                {damaged[i]}
              </td>
              {boxes && (
                <td data-label={t(lang, "casualties")}>
                  {casualtyGroups(c, lang).map((g, k) => (
                    <Boxes key={k} n={g.boxes} label={g.label} />
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ac-legend">
        {t(lang, "saveLegend")} {t(lang, "wounds")}: {t(lang, "woundsPerMan")}.
      </p>
      <div className="ac-sheet-foot">
        <BandsTable lang={lang} scoring={scoring} pointsLimit={facts.pointsLimit} />
        <div>
          <p>{t(lang, "scoringRule", { objective: scoring.objectivePoints })}</p>
          <p>{objectiveRule(scoring, lang)}</p>
        </div>
      </div>
    </section>
  );
}
