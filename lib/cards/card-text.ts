import { countOf } from "../i18n/plural";
import { t } from "../i18n/ui";
import { lowerFirst, type Lang } from "../text";
import type { CardWeapon, UnitCardData } from "./unit-card";

const plus = (n: number) => `${n}+`;

/** One weapon of a card in words: "HMG (Maxim) ×1 (anti-aircraft mount, crew 2, 2 wounds)". */
export function weaponText(w: CardWeapon, lang: Lang): string {
  const who = w.who === "commander" ? ` (${t(lang, "commander")})` : w.who === "count" ? ` ×${w.count}` : "";
  const extra = [
    w.note ? lowerFirst(w.note[lang]) : "",
    w.mount ? lowerFirst(w.mount[lang]) : "",
    w.crew ? t(lang, "crew", { n: w.crew }) : "",
    w.wounds ? countOf(lang, w.wounds, "wound") : "",
  ].filter(Boolean);
  return `${w.name[lang]}${who}${extra.length ? ` (${extra.join(", ")})` : ""}`;
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
