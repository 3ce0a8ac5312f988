import type { UnitOption } from "@/lib/army-book/schema";
import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";

/** "+20 each", "+5 per model", "free" — how an option is priced, in words. */
export function costLabel(option: UnitOption, lang: Lang): string {
  if (option.cost.points === 0) return t(lang, "free");
  const amount = `+${option.cost.points}`;
  if (option.cost.per === "model") return `${amount} ${t(lang, "perModel")}`;
  return option.max > 1 ? `${amount} ${t(lang, "each")}` : amount;
}
