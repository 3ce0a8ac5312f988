import type { ReportError } from "../engine/report";

/** An entry in the organiser's table (and, when the lists are public, on the event page): never its key. */
export type EntryInfo = {
  entryId: string;
  player: string;
  rosterName: string;
  points: number;
  pointsLimit: number;
  valid: boolean;
  errors: ReportError[];
  submittedAt: string;
  updatedAt: string;
};
