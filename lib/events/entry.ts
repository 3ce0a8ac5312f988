import type { ReadError } from "./stored-errors";

/** An entry in the organiser's table (and, when the lists are public, on the event page): never its key. */
export type EntryInfo = {
  entryId: string;
  player: string;
  rosterName: string;
  points: number;
  pointsLimit: number;
  valid: boolean;
  /** the first errors (at most EVENT_LIMITS.storedErrors) */
  errors: ReadError[];
  /** how many errors the list has in all */
  errorCount: number;
  submittedAt: string;
  updatedAt: string;
};
