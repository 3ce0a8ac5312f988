import type { Lang } from "../text";
import type { Band } from "./scoring-schema";

const names: Record<Band, Record<Lang, string>> = {
  DRAW: { ru: "Ничья", en: "Draw" },
  MINOR_VICTORY: { ru: "Незначительная победа", en: "Minor victory" },
  CONFIDENT_VICTORY: { ru: "Уверенная победа", en: "Confident victory" },
  CRUSHING_VICTORY: { ru: "Сокрушительная победа", en: "Crushing victory" },
  ROUT: { ru: "Разгром!", en: "Rout!" },
};

export function bandName(band: Band, lang: Lang): string {
  return names[band][lang];
}
