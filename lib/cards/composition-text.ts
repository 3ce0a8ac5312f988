import { pluralForm } from "../i18n/plural";
import { t } from "../i18n/builder-ui";
import type { Lang } from "../text";
import type { ModelGroup } from "./composition";
import type { UnitCardData } from "./unit-card";

// Apart from card-text.ts: the builder's card shows the same line, and must not ship every UI string.

/** "commander", "9 soldiers", "1 soldier" (the rest always counted), "HMG (Maxim) crew 2", "4 dogs". */
export function modelGroupText(g: ModelGroup, lang: Lang): string {
  if (g.kind === "crew") return t(lang, "crewOf", { weapon: g.weapon[lang], n: g.count });
  const noun = pluralForm(lang, g.count, g.name);
  return g.count === 1 && !g.rest && g.man ? noun : `${g.count} ${noun}`;
}

/**
 * The unit as it is: "commander, 6 soldiers, platoon commander, LMG gunner; HMG (Maxim) crew 2 + 4 dogs,
 * mounted". Men by role first, then weapon crews, then models that are not men.
 */
export function compositionText(card: Pick<UnitCardData, "models" | "bookComposition" | "mounted">, lang: Lang): string {
  if (card.models.length === 0) return card.bookComposition?.[lang] ?? "";
  const men = card.models.filter((g) => g.kind === "role" && g.man).map((g) => modelGroupText(g, lang));
  const crews = card.models.filter((g) => g.kind === "crew").map((g) => modelGroupText(g, lang));
  const others = card.models.filter((g) => g.kind === "role" && !g.man).map((g) => modelGroupText(g, lang));
  let text = [men.join(", "), ...crews].filter(Boolean).join("; ");
  if (others.length) text += ` + ${others.join(", ")}`;
  if (card.mounted) text += `, ${t(lang, "mounted")}`;
  return text;
}
