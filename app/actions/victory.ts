"use server";
import { z } from "zod";
import type { ArmyBook } from "@/lib/army-book/schema";
import { gameUnitsFromRoster } from "@/lib/game/from-roster";
import type { GameUnit } from "@/lib/game/schema";
import { viewIdSchema } from "@/lib/roster/actions-schema";
import type { Roster } from "@/lib/roster/schema";
import { MAX_CODE_LENGTH } from "@/lib/share/codec";
import { describeDecodeFailure } from "@/lib/share/failure-text";
import { openShareCode } from "@/lib/share/open-code";
import { victoryRowsFromRoster } from "@/lib/victory/from-roster";
import type { VictoryUnitRow } from "@/lib/victory/from-roster";
import { getCatalog, rosterBooks } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import type { Lang } from "@/lib/text";
import { currentLang } from "@/server/http/lang";
import { findRoster } from "@/server/data/rosters";

const sourceSchema = z.union([z.strictObject({ code: z.string().max(MAX_CODE_LENGTH * 3) }), z.strictObject({ viewId: viewIdSchema })]);

export type VictoryRosterResult =
  | { status: "ok"; name: string; pointsLimit: number; rows: VictoryUnitRow[] }
  | { status: "invalid"; message: string }
  | { status: "not_found" | "unavailable" };

type Opened = { book: ArmyBook; roster: Roster } | { status: "invalid"; message: string } | { status: "not_found" };

/** A roster from a share code or a saved roster, with the book version it was built with. */
async function openSource(input: unknown, lang: Lang): Promise<Opened> {
  const parsed = sourceSchema.safeParse(input);
  if (!parsed.success) return { status: "not_found" };
  if ("code" in parsed.data) {
    const opened = openShareCode(await getCatalog(), parsed.data.code);
    if (!opened.ok) return { status: "invalid", message: describeDecodeFailure(opened, lang) };
    return { book: opened.book, roster: opened.roster };
  }
  const found = await findRoster(prisma(), parsed.data.viewId);
  if (!found) return { status: "not_found" };
  const { book } = await rosterBooks(found.roster);
  return { book, roster: found.roster };
}

/**
 * A player's units for the victory calculator, from a share code or a saved roster, priced by the
 * book version the roster was built with (the server holds every version; the page holds none).
 */
export async function victoryRosterAction(input: unknown): Promise<VictoryRosterResult> {
  try {
    const lang = await currentLang();
    const opened = await openSource(input, lang);
    if ("status" in opened) return opened;
    return { status: "ok", name: opened.roster.name, pointsLimit: opened.roster.pointsLimit, rows: victoryRowsFromRoster(opened.book, opened.roster, lang) };
  } catch (e) {
    console.error(e);
    return { status: "unavailable" };
  }
}

export type GameRosterResult =
  | { status: "ok"; name: string; pointsLimit: number; units: GameUnit[] }
  | { status: "invalid"; message: string }
  | { status: "not_found" | "unavailable" };

/** The opponent's units for game mode, with their cards' casualty boxes and heavy weapons (the one call a game makes). */
export async function gameRosterAction(input: unknown): Promise<GameRosterResult> {
  try {
    const opened = await openSource(input, await currentLang());
    if ("status" in opened) return opened;
    return { status: "ok", name: opened.roster.name, pointsLimit: opened.roster.pointsLimit, units: gameUnitsFromRoster(opened.book, opened.roster) };
  } catch (e) {
    console.error(e);
    return { status: "unavailable" };
  }
}
