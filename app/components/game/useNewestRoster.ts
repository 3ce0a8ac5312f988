"use client";
import { useEffect, useState } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { gameUnitsFromRoster } from "@/lib/game/from-roster";
import type { GameUnit } from "@/lib/game/schema";
import type { Roster } from "@/lib/roster/schema";
import { readDraft, readSavedCopy, startingPoint } from "../builder/local-copy";

export type GameRoster = { name: string; pointsLimit: number; units: GameUnit[] };

/**
 * The roster a game starts from: the one on this device's screen. The page (perhaps a copy kept
 * offline) has the server's version; a newer save or changes not yet saved, made here, win. Null
 * until this device's copies were read (they live in the browser only).
 */
export function useNewestRoster(viewId: string, book: ArmyBook, server: { roster: Roster; version: number; json: string }): GameRoster | null {
  const [roster, setRoster] = useState<GameRoster | null>(null);
  useEffect(() => {
    const { base, draft } = startingPoint({ json: server.json, version: server.version }, readSavedCopy(viewId), readDraft(viewId));
    const json = draft?.json ?? base.json;
    let chosen = server.roster;
    try {
      const local = JSON.parse(json) as Roster;
      // the same book version only: the page carries that one
      if (json !== server.json && (local.bookVersion ?? book.version) === book.version && Array.isArray(local.units)) chosen = local;
    } catch {
      /* a damaged copy: the server's roster */
    }
    setRoster({ name: chosen.name, pointsLimit: chosen.pointsLimit, units: gameUnitsFromRoster(book, chosen) });
  }, [viewId, book, server]);
  return roster;
}
