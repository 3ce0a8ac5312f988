import { inputErrors, type InputError } from "../input-errors";
import type { Lang } from "../text";
import { calculateVictory, type VictoryResult } from "./calculate";
import { victoryInputSchema } from "./schema";
import type { Scoring } from "./scoring-schema";

export type VictoryOutcome = { ok: true; result: VictoryResult } | { ok: false; errors: InputError[] };

/** The result of a victory input as it came (API, CLI): checked by the schema first, its errors in `lang`. */
export function calculateVictoryFromInput(input: unknown, scoring: Scoring, lang: Lang = "en"): VictoryOutcome {
  const parsed = victoryInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: inputErrors(parsed.error.issues, lang) };
  return { ok: true, result: calculateVictory(parsed.data, scoring) };
}
