"use client";
import { createContext, use } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import type { Lang } from "@/lib/text";

/** What a card can do to its unit; each is one action of the builder's reducer (plus where the focus goes). */
export type UnitActions = {
  toggle: (key: number) => void;
  option: (index: number, optionId: string, count: number) => void;
  ownText: (index: number, field: "label" | "note", text: string) => void;
  move: (index: number, delta: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
};

/** The same for every card of one builder: its language, the book the roster is judged by, and the actions. */
export type BuilderContextValue = { lang: Lang; book: ArmyBook; actions: UnitActions };

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = use(BuilderContext);
  if (!value) throw new Error("a builder card outside its Builder");
  return value;
}
