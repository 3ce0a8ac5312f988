import type { SubmissionMode } from "./schema";

/**
 * Whether an event takes submissions (and withdrawals) at `now`: until the deadline, unless the
 * organiser reopened it (open) or locked it early (closed).
 */
export function submissionsOpen(event: { deadline: Date; mode: SubmissionMode }, now: Date): boolean {
  if (event.mode === "open") return true;
  if (event.mode === "closed") return false;
  return now.getTime() < event.deadline.getTime();
}

/** What the pages say about submissions: open until the deadline, closed by it, or set by hand. */
export type SubmissionState = "open" | "deadlinePassed" | "locked" | "reopened";

export function submissionState(event: { mode: SubmissionMode; open: boolean }): SubmissionState {
  if (event.mode === "closed") return "locked";
  if (event.mode === "open") return "reopened";
  return event.open ? "open" : "deadlinePassed";
}

/** Open, but at its cap (or over it, when the organiser lowered the cap below the lists in): no new list is taken. */
export const eventFull = (event: { open: boolean; entries: number; entryLimit: number }) => event.open && event.entries >= event.entryLimit;
