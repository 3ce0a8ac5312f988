"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { dispatch, gameKey, restoreGame, savedForm, startGame, undo, type Game } from "@/lib/game/game";
import type { Refusal } from "@/lib/game/reducer";
import type { GameEvent, GameSetup } from "@/lib/game/schema";

export type GameNotice = "damaged" | "storage" | null;

/**
 * The game of one roster, kept in localStorage (`game:<viewId>`) and written on every step, so a
 * closed tab resumes where it was. No server call: the game runs without the network.
 */
export function useGame(viewId: string) {
  const key = gameKey(viewId);
  const [game, setGame] = useState<Game | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<GameNotice>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // taps can come faster than renders: each step starts from the last one taken
  const current = useRef<Game | null>(null);

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

  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      setNotice("storage");
    }
    const restored = restoreGame(raw, viewId);
    if (restored.status === "ok") {
      current.current = restored.game;
      setGame(restored.game);
    }
    if (restored.status === "damaged") setNotice("damaged");
    setLoaded(true);
  }, [key, viewId]);

  const act = useCallback(
    (event: GameEvent) => {
      const now = current.current;
      if (!now) return;
      const done = dispatch(now, event);
      if (!done.ok) return setRefusal(done.refusal);
      setRefusal(null);
      if (done.game !== now) persist(done.game);
    },
    [persist],
  );

  const back = useCallback(() => {
    const now = current.current;
    setRefusal(null);
    if (now && now.events.length > 0) persist(undo(now));
  }, [persist]);

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
