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
