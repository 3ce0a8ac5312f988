import { t } from "@/lib/i18n/events-ui";
import { submissionState } from "@/lib/events/status";
import type { SubmissionMode } from "@/lib/events/schema";
import type { Lang } from "@/lib/text";
import { LocalTime } from "./LocalTime";

const KEY = { open: "openUntil", deadlinePassed: "closedAt", locked: "lockedByOrganiser", reopened: "reopenedByOrganiser" } as const;

/** Open until the deadline, closed at it, or closed / reopened by the organiser; the deadline in local time. */
export function StateLine({ lang, event }: { lang: Lang; event: { mode: SubmissionMode; open: boolean; deadline: string } }) {
  const state = submissionState(event);
  const [before, after] = t(lang, KEY[state], { time: "\u0000" }).split("\u0000");
  return (
    <p className={`ev-state ev-state-${event.open ? "open" : "closed"}`} data-testid="event-state" data-state={state} role="status">
      {before}
      {after !== undefined && <LocalTime iso={event.deadline} lang={lang} />}
      {after}
    </p>
  );
}
