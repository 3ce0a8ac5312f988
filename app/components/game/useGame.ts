"use client";
import { useCallback, useRef, useState } from "react";
import { dispatch, gameKey, restoreGame, savedForm, startGame, undo, type Game } from "@/lib/game/game";
import type { Refusal } from "@/lib/game/reducer";
import type { GameEvent, GameSetup } from "@/lib/game/schema";
import { useHydrated } from "../client-values";

export type GameNotice = "damaged" | "storage" | null;

/**
 * The game of one roster, kept in localStorage (`game:<viewId>`) and written on every step, so a
 * closed tab resumes where it was. No server call: the game runs without the network.
 */
export function useGame(viewId: string) {
  const key = gameKey(viewId);
  const [game, setGame] = useState<Game | null>(null);
  const [notice, setNotice] = useState<GameNotice>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // taps can come faster than renders: each step starts from the last one taken (undefined: none
  // taken yet, the game is the one read from this device)
  const current = useRef<Game | null | undefined>(undefined);

  // read from this device once hydrated (the server's HTML knows no game), and again for another roster
  const hydrated = useHydrated();
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (hydrated && loadedKey !== key) {
    setLoadedKey(key);
    let raw: string | null = null;
    let unavailable = false;
    try {
      raw = localStorage.getItem(key);
    } catch {
      unavailable = true;
    }
    const restored = restoreGame(raw, viewId);
    setGame(restored.status === "ok" ? restored.game : null);
    setNotice(unavailable ? "storage" : restored.status === "damaged" ? "damaged" : null);
  }
  const loaded = loadedKey === key;

  const persist = useCallback(
    (next: Game | null) => {
      current.current = next;
      setGame(next);
      try {
        if (next) localStorage.setItem(key, JSON.stringify(savedForm(next)));
        else localStorage.removeItem(key);
      } catch {
        setNotice("storage");
      }
    },
    [key],
  );

  const act = useCallback(
    (event: GameEvent) => {
      const now = current.current === undefined ? game : current.current;
      if (!now) return;
      const done = dispatch(now, event);
      if (!done.ok) return setRefusal(done.refusal);
      setRefusal(null);
      if (done.game !== now) persist(done.game);
    },
    [persist, game],
  );

  const back = useCallback(() => {
    const now = current.current === undefined ? game : current.current;
    setRefusal(null);
    if (now && now.events.length > 0) persist(undo(now));
  }, [persist, game]);

  const start = useCallback((setup: GameSetup) => {
    setNotice(null);
    setRefusal(null);
    persist(startGame(setup));
  }, [persist]);

  const reset = useCallback(() => {
    setRefusal(null);
    persist(null);
  }, [persist]);

  return { loaded, game, notice, refusal, act, back, start, reset };
}
