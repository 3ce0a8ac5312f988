import { casualtyGroups, compositionText, saveText, weaponFacts, weaponWho } from "@/lib/cards/card-text";
import { runInHeading } from "@/lib/cards/run-in";
import type { UnitCardData } from "@/lib/cards/unit-card";
import { countOf } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { CasualtyGroups } from "./Boxes";

type Props = { lang: Lang; card: UnitCardData; index: number; mark: string; damaged: number; problems: string[]; boxes: boolean };

/** One unit's card: title (the player's label, the book's name smaller), models, weapons, save, abilities, boxes, points. */
export function UnitCardView({ lang, card: c, index, mark, damaged, problems, boxes }: Props) {
  const titleId = `card-${index}-title`;
  return (
    <article className="ac-card" aria-labelledby={titleId} data-card={index}>
      <header className="ac-head">
        <h2 id={titleId} className="ac-title">
          {c.label ?? c.name[lang]}
          {c.label && <span className="ac-book"> {c.name[lang]}</span>}
        </h2>
        {c.rarity !== "common" && <span className="ac-badge">{t(lang, c.rarity === "unique" ? "unique" : "rare")}</span>}
        <span className="ac-pts">
          {c.points} {t(lang, "pts")}
        </span>
        <span className="ac-mark">{mark}</span>
      </header>
      {c.note && <p className="ac-note">{c.note}</p>}
      <p>
        <strong>{t(lang, "composition")}:</strong> {compositionText(c, lang)}.{" "}
        <strong>{t(lang, "strength")}:</strong> {countOf(lang, c.men, "man")}.
      </p>
      {c.weapons.length > 0 && (
        <>
          <h3 className="ac-label">{t(lang, "weapons")}</h3>
          <dl className="ac-weapons">
            {c.weapons.map((w, i) => {
              const facts = weaponFacts(w, lang);
              return (
                <div key={i}>
                  <dt>{w.name[lang]}</dt>
                  <dd>
                    {weaponWho(w, lang)}
                    {facts.length > 0 && <span className="ac-weapon-facts"> ({facts.join(", ")})</span>}
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
      {c.options.length > 0 && (
        <p>
          <strong>{t(lang, "options")}:</strong> {c.options.map((o) => `${o.name[lang]}${o.showCount ? ` ×${o.count}` : ""}`).join("; ")}
        </p>
      )}
      {c.save && (
        <p>
          <strong>{t(lang, "save")}:</strong> {saveText(c.save, lang)}. <strong>{t(lang, "wounds")}:</strong>{" "}
          {c.wounds === 1 ? t(lang, "woundsPerMan") : countOf(lang, c.wounds, "wound")}.{c.profileNote && <> {c.profileNote[lang]}</>}
        </p>
      )}
      {c.abilities.length > 0 && (
        <>
          <h3 className="ac-label">{t(lang, "abilities")}</h3>
          <ul className="ac-abilities">
            {c.abilities.map((a) => (
              <li key={a.name.en}>
                <strong>{runInHeading(a.name[lang])}</strong> {a.summary[lang]}
                {a.truncated && <em className="ac-truncated"> {t(lang, "sourceEndsHere")}</em>}
              </li>
            ))}
          </ul>
        </>
      )}
      {problems.map((p, k) => (
        <p key={k} className="ac-problem">
          ⚠ {p}
        </p>
      ))}
      {boxes && <CasualtyGroups groups={casualtyGroups(c, lang)} title={t(lang, "casualties")} />}
      <footer className="ac-foot">
        <span>{t(lang, "vpForUnit", { full: c.points, half: damaged })}</span>
        <span className="ac-mark">{mark}</span>
      </footer>
    </article>
  );
}
