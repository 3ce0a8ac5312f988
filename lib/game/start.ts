import { z } from "zod";
import { t } from "../i18n/ui";
import { nameSchema, pointsLimitSchema, ROSTER_LIMITS } from "../roster/schema";
import { LANGS, type Text } from "../text";
import { VICTORY_LIMITS } from "../victory/limits";
import { GAME_LIMITS, gameSetupSchema, type GameSetup, type GameUnit } from "./schema";

/** An opponent's unit typed by hand, as the victory calculator takes one: a name and its points. */
export const handUnitSchema = z.strictObject({
  name: z.string().max(ROSTER_LIMITS.labelMax),
  points: z.int().min(0).max(VICTORY_LIMITS.unitPointsMax),
});
export type HandUnit = z.infer<typeof handUnitSchema>;

/** The "Start a game" form: both sides' names, the opponent (units by hand when no roster was loaded), game size, objectives. */
export const startFormSchema = z.strictObject({
  /** my side's name, prefilled with my roster's: both armies can be "Rifle company" */
  myName: nameSchema,
  opponentName: nameSchema,
  pointsLimit: pointsLimitSchema,
  objectives: z.int().min(0).max(GAME_LIMITS.objectivesMax),
  units: z.array(handUnitSchema).max(ROSTER_LIMITS.unitsMax),
});
export type StartForm = z.infer<typeof startFormSchema>;

/** Units typed by hand: no casualty boxes or heavy weapons to track, only their status. */
export function handGameUnits(rows: readonly HandUnit[]): GameUnit[] {
  return rows.map((r, i) => {
    const name = r.name.trim();
    const title = Object.fromEntries(LANGS.map((lang) => [lang, `${i + 1}. ${name || t(lang, "unitLabel")}`])) as Text;
    return { title, points: r.points, groups: [], heavy: 0 };
  });
}

/**
 * The setup a game starts with: my roster's units as its cards count them, the opponent's from
 * their roster or typed by hand, and the game's length from the scoring data. Null when the parts
 * do not make a game (never, for a form that passed startFormSchema and units the server made).
 */
export function setupOf(p: {
  viewId: string;
  me: { units: GameUnit[] };
  form: StartForm;
  /** the opponent's units loaded from their roster; null = the form's units by hand */
  opponentUnits: GameUnit[] | null;
  turns: number;
}): GameSetup | null {
  const parsed = gameSetupSchema.safeParse({
    version: 1,
    viewId: p.viewId,
    pointsLimit: p.form.pointsLimit,
    objectives: p.form.objectives,
    turns: p.turns,
    sides: [
      { name: p.form.myName, units: p.me.units },
      { name: p.form.opponentName, units: p.opponentUnits ?? handGameUnits(p.form.units) },
    ],
  });
  return parsed.success ? parsed.data : null;
}
