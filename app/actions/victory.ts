"use server";
import { z } from "zod";
import { viewIdSchema } from "@/lib/roster/actions-schema";
import { MAX_CODE_LENGTH } from "@/lib/share/codec";
import { describeDecodeFailure } from "@/lib/share/messages";
import { openShareCode } from "@/lib/share/open-code";
import { victoryRowsFromRoster } from "@/lib/victory/from-roster";
import type { VictoryUnitRow } from "@/lib/victory/from-roster";
import { getShelf, rosterBooks } from "@/server/catalog";
import { prisma } from "@/server/db";
import { currentLang } from "@/server/lang";
import { findRoster } from "@/server/rosters";

const sourceSchema = z.union([z.strictObject({ code: z.string().max(MAX_CODE_LENGTH * 3) }), z.strictObject({ viewId: viewIdSchema })]);

export type VictoryRosterResult =
  | { status: "ok"; name: string; pointsLimit: number; rows: VictoryUnitRow[] }
  | { status: "invalid"; message: string }
  | { status: "not_found" | "unavailable" };

/**
 * A player's units for the victory calculator, from a share code or a saved roster, priced by the
 * book version the roster was built with (the server holds every version; the page holds none).
 */
export async function victoryRosterAction(input: unknown): Promise<VictoryRosterResult> {
  const parsed = sourceSchema.safeParse(input);
  if (!parsed.success) return { status: "not_found" };
  try {
    const lang = await currentLang();
    if ("code" in parsed.data) {
      const opened = openShareCode(await getShelf(), parsed.data.code);
      if (!opened.ok) return { status: "invalid", message: describeDecodeFailure(opened, lang) };
      return { status: "ok", name: opened.roster.name, pointsLimit: opened.roster.pointsLimit, rows: victoryRowsFromRoster(opened.book, opened.roster, lang) };
    }
    const found = await findRoster(prisma(), parsed.data.viewId);
    if (!found) return { status: "not_found" };
    const { book } = await rosterBooks(found.roster);
    return { status: "ok", name: found.roster.name, pointsLimit: found.roster.pointsLimit, rows: victoryRowsFromRoster(book, found.roster, lang) };
  } catch (e) {
    console.error(e);
    return { status: "unavailable" };
  }
}
