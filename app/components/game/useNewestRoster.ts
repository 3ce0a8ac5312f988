"use client";
import { useMemo } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { gameUnitsFromRoster } from "@/lib/game/from-roster";
import type { GameUnit } from "@/lib/game/schema";
import type { Roster } from "@/lib/roster/schema";
import { readDraft, readSavedCopy, startingPoint } from "../builder/local-copy";
import { useClientValue } from "../client-values";

export type GameRoster = { name: string; pointsLimit: number; units: GameUnit[] };

/**
 * The roster a game starts from: the one on this device's screen. The page (perhaps a copy kept
 * offline) has the server's version; a newer save or changes not yet saved, made here, win. Null
 * until this device's copies were read (they live in the browser only).
 */
export function useNewestRoster(viewId: string, book: ArmyBook, server: { roster: Roster; version: number; json: string }): GameRoster | null {
  // the text on this device's screen, read once hydrated (null before: the browser's copies only live there)
  const json = useClientValue(() => {
    const { base, draft } = startingPoint({ json: server.json, version: server.version }, readSavedCopy(viewId), readDraft(viewId));
    return draft?.json ?? base.json;
  }, null);
  return useMemo(() => {
    if (json === null) return null;
    let chosen = server.roster;
    try {
      const local = JSON.parse(json) as Roster;
      // the same book version only: the page carries that one
      if (json !== server.json && (local.bookVersion ?? book.version) === book.version && Array.isArray(local.units)) chosen = local;
    } catch {
      /* a damaged copy: the server's roster */
    }
    return { name: chosen.name, pointsLimit: chosen.pointsLimit, units: gameUnitsFromRoster(book, chosen) };
  }, [json, book, server]);
}
