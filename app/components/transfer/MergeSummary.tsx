import { t } from "@/lib/i18n/transfer-ui";
import type { MergePlan } from "@/lib/transfer/merge";
import { MAX_DEVICE_ROSTERS } from "@/lib/transfer/merge";
import { rostersCount } from "@/lib/transfer/transfer-text";
import type { Lang } from "@/lib/text";

/** What a transfer adds to this browser's list, and what it leaves as it is. */
export function MergeSummary({ lang, plan, done = false }: { lang: Lang; plan: MergePlan<{ viewId: string; key: string }>; done?: boolean }) {
  const n = (count: number) => rostersCount(lang, count);
  return (
    <ul className="merge-summary">
      {plan.added.length > 0 && <li>{done ? t(lang, "added", { rosters: n(plan.added.length) }) : t(lang, "planNew", { rosters: n(plan.added.length) })}</li>}
      {plan.alreadyHere.length > 0 && <li>{t(lang, "planAlready", { rosters: n(plan.alreadyHere.length) })}</li>}
      {plan.keptOwn.length > 0 && <li>{t(lang, "planKeptOwn", { rosters: n(plan.keptOwn.length) })}</li>}
      {plan.noRoom.length > 0 && <li>{t(lang, "planNoRoom", { rosters: n(plan.noRoom.length), max: MAX_DEVICE_ROSTERS })}</li>}
      {plan.added.length === 0 && <li>{t(lang, "nothingNew")}</li>}
    </ul>
  );
}
