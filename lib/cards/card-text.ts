import { countOf, pluralForm } from "../i18n/plural";
import { t } from "../i18n/ui";
import { lowerFirst, type Lang } from "../text";
import type { Carrier, CardWeapon, UnitCardData } from "./unit-card";
import { modelGroupText } from "./composition-text";

export { compositionText, modelGroupText } from "./composition-text";

const plus = (n: number) => `${n}+`;

/** "9 men", "commander", "LMG gunner", "4 dogs", "crew 2", "2 × crew 2". */
export function carrierText(c: Carrier, lang: Lang): string {
  switch (c.kind) {
    case "men":
      return countOf(lang, c.count, "man");
    case "commander":
      return t(lang, "commander");
    case "role": {
      const noun = pluralForm(lang, c.count, c.name);
      return c.count === 1 && c.man ? noun : `${c.count} ${noun}`;
    }
    case "crew":
      return c.weapons > 1 ? `${c.weapons} × ${t(lang, "crew", { n: c.men })}` : t(lang, "crew", { n: c.men });
    case "count":
      return `×${c.count}`;
  }
}

/** Who carries a weapon: "9 men", "platoon commander, political officer (zampolit)". */
export function weaponWho(w: CardWeapon, lang: Lang): string {
  return w.carriers.map((c) => carrierText(c, lang)).join(", ");
}

/** What the book says about the weapon itself: its mount and the wounds of the weapon model. */
export function weaponFacts(w: CardWeapon, lang: Lang): string[] {
  return [w.mount ? lowerFirst(w.mount[lang]) : "", w.wounds ? countOf(lang, w.wounds, "wound") : ""].filter(Boolean);
}

/** One weapon of a card in words: "HMG (Maxim) — crew 2 (anti-aircraft mount, 2 wounds)", "rifle — 9 men". */
export function weaponText(w: CardWeapon, lang: Lang): string {
  const facts = weaponFacts(w, lang);
  return `${w.name[lang]} — ${weaponWho(w, lang)}${facts.length ? ` (${facts.join(", ")})` : ""}`;
}

/**
 * Casualty boxes per model: one group per role, crew and weapon model, each box a wound. `alive:
 * false`: not a man (a dog, a heavy weapon), so it does not keep the unit in the game once every
 * man is lost; `weapons`: the heavy weapon models the row's boxes are the wounds of.
 */
export function casualtyGroups(card: UnitCardData, lang: Lang): { label: string; boxes: number; alive?: false; weapons?: number }[] {
  const models = card.models.map((g) => {
    const man = g.kind === "crew" || g.man;
    return { label: modelGroupText(g, lang), boxes: g.count * (man ? card.wounds : 1), ...(man ? {} : { alive: false as const }) };
  });
  const fallback = card.models.length === 0 && card.men > 0 ? [{ label: countOf(lang, card.men, "man"), boxes: card.men * card.wounds }] : [];
  const weapons = card.weapons
    .filter((w) => w.wounds && w.models)
    .map((w) => ({ label: w.mount ? withAside(w.name[lang], lowerFirst(w.mount[lang])) : w.name[lang], boxes: w.models! * w.wounds!, alive: false as const, weapons: w.models! }));
  return [...models, ...fallback, ...weapons];
}

/**
 * The save limits in words: "in the open none, in cover 6+, never better than 5+ (4+ in a bunker);
 * no cover saves in melee".
 */
export function saveText(save: NonNullable<UnitCardData["save"]>, lang: Lang): string {
  const open = save.open === null ? t(lang, "none") : plus(save.open);
  const bunker = save.bunker === null ? t(lang, "saveBunkerToo") : t(lang, "saveBunker", { save: plus(save.bunker) });
  return `${t(lang, "saveOpen")} ${open}, ${t(lang, "saveCover")} ${plus(save.cover)}, ${t(lang, "saveBest")} ${plus(save.best)} (${bunker}); ${t(lang, "saveMelee")}`;
}

/** The same limits for a table cell whose header explains the order: "–/6+/5+ (4+)". */
export function saveShort(save: NonNullable<UnitCardData["save"]>): string {
  return `${save.open === null ? "–" : plus(save.open)}/${plus(save.cover)}/${plus(save.best)}${save.bunker === null ? "" : ` (${plus(save.bunker)})`}`;
}

/** "HMG (Maxim)" and "anti-aircraft mount" → "HMG (Maxim, anti-aircraft mount)": one pair of brackets, not two. */
function withAside(name: string, aside: string): string {
  return name.endsWith(")") ? `${name.slice(0, -1)}, ${aside})` : `${name} (${aside})`;
}
