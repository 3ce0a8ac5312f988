import { z } from "zod";
import { checkBook } from "./check";

/**
 * The army book as it is declared in data/*.army-book.json and seeded into the DB.
 * Every number the rules use lives here, so a cost change is a data change.
 */
export const textSchema = z.strictObject({ ru: z.string().min(1), en: z.string().min(1) });

const id = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** A term of a linear count: a tally ("<tally>"), a category sum ("category:special") or one option ("option:<id>"). */
export const termSchema = z.strictObject({
  of: z.string().regex(/^(category:|option:)?[a-z][a-z0-9-]*$/),
  times: z.int().optional(),
});
export type Term = z.infer<typeof termSchema>;

const errorCode = z.string().regex(/^[A-Z][A-Z_]*$/);

/**
 * What a rule says when it is broken: `message` in the report, `hint` (a short "why not", shown
 * beside an option before it is taken; the message when absent). Both are templates
 * (lib/templates/template.ts) over the parameters of the rule's type and the book's `nouns`.
 */
const ruleText = { message: textSchema, hint: textSchema.optional() };

/** The forms of a counted noun, as lib/i18n/plural.ts takes them: Russian one / few / many, English one / other. */
export const pluralFormsSchema = z.strictObject({
  ru: z.strictObject({ one: z.string().min(1), few: z.string().min(1), many: z.string().min(1) }),
  en: z.strictObject({ one: z.string().min(1), other: z.string().min(1) }),
});

/** A kind of model in a unit ("commander", "LMG gunner", "dog"); `man: false` for models that are not men (dogs). */
export const roleSchema = z.strictObject({ name: pluralFormsSchema, man: z.boolean().optional() });
export type Role = z.infer<typeof roleSchema>;

const categorySchema = z.enum(["special", "heavy"]);

/** count ≤ floor(Σ limit / per), evaluated inside one unit. */
const ratioConstraint = z.strictObject({
  type: z.literal("ratio"),
  code: errorCode,
  option: id.optional(),
  count: z.array(termSchema).min(1),
  limit: z.array(termSchema).min(1),
  per: z.int().positive(),
  ...ruleText,
});
/** `option` taken in a unit needs one of `anyOf` in the same unit. */
const requiresInUnit = z.strictObject({
  type: z.literal("requiresInUnit"),
  code: errorCode,
  option: id,
  anyOf: z.array(id).min(1),
  ...ruleText,
});
export const unitConstraintSchema = z.discriminatedUnion("type", [ratioConstraint, requiresInUnit]);
export type UnitConstraint = z.infer<typeof unitConstraintSchema>;

const note = textSchema.optional();
export const armyRuleSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("pointsLimit"), code: errorCode, note, ...ruleText }),
  /** one unit of each id of this rarity, reported on the second and later */
  z.strictObject({ type: z.literal("uniqueUnits"), code: errorCode, rarity: id, note, ...ruleText }),
  /** Σ count over the army ≤ max; "unit" reports each unit that pushes past max, "army" one army-wide error */
  z.strictObject({
    type: z.literal("armyCap"),
    code: errorCode,
    count: z.array(termSchema).min(1),
    max: z.int().nonnegative(),
    report: z.enum(["unit", "army"]),
    option: id.optional(),
    note,
    ...ruleText,
  }),
  /** `option` taken anywhere needs one of `anyOf` somewhere in the army */
  z.strictObject({ type: z.literal("requiresInArmy"), code: errorCode, option: id, anyOf: z.array(id).min(1), note, ...ruleText }),
  /** Σ count over the army ≤ floor(number of units of `perUnits` / per) */
  z.strictObject({
    type: z.literal("armyRatio"),
    code: errorCode,
    count: z.array(termSchema).min(1),
    perUnits: z.array(id).min(1),
    per: z.int().positive(),
    note,
    ...ruleText,
  }),
  /** units of `rarity` ≤ max(min, floor(pointsLimit / perPoints)), reported on each one past the limit */
  z.strictObject({
    type: z.literal("rarePerPoints"),
    code: errorCode,
    rarity: id,
    perPoints: z.int().positive(),
    min: z.int().nonnegative(),
    note,
    ...ruleText,
  }),
]);
export type ArmyRule = z.infer<typeof armyRuleSchema>;

export const optionSchema = z.strictObject({
  id,
  name: textSchema,
  /** count: a stepper; toggle: taken or not; swap: the whole unit changes kit (0 or 1) */
  kind: z.enum(["count", "toggle", "swap"]),
  cost: z.strictObject({
    points: z.int().nonnegative(),
    /** each: points × count; model: points × count × the unit's `tally` */
    per: z.enum(["each", "model"]),
    tally: id.optional(),
  }),
  max: z.int().nonnegative(),
  category: categorySchema.optional(),
  /** what one count adds to the unit's tallies, e.g. {"<tally>":1} */
  adds: z.record(id, z.int()).optional(),
  weapon: id.optional(),
  /** a mount for another option's weapon (the AA mount for an MG): the weapon on it gets these wounds */
  mounts: z.strictObject({ weapons: z.array(id).min(1), wounds: z.int().positive() }).optional(),
  swap: z.strictObject({ from: id, to: id, one: z.boolean().optional() }).optional(),
  /**
   * Who carries the option's weapon, per count taken: `models` models of `role` (an LMG gunner, a
   * platoon commander, a dog), or the `crew` of a weapon model (2 for an HMG), or, with neither, that
   * many men of the unit who keep their role (one mine each). `replacesPersonal`: the weapon takes
   * the place of the carrier's personal weapon (special weapons, the spotter's optics).
   */
  carriedBy: z
    .strictObject({
      models: z.int().positive(),
      role: id.optional(),
      crew: z.boolean().optional(),
      replacesPersonal: z.boolean().optional(),
    })
    .optional(),
  note,
});
export type UnitOption = z.infer<typeof optionSchema>;

export const unitSchema = z.strictObject({
  id,
  name: textSchema,
  rarity: z.enum(["common", "unique", "rare"]),
  cost: z.int().nonnegative(),
  base: z.record(id, z.int().nonnegative()),
  composition: textSchema,
  /**
   * The unit's models by role, in the order a card lists them: entries with a `count` are fixed
   * (one commander); the one entry without is every other man of the unit (the soldiers). Men that
   * options bring or arm (`carriedBy`) are counted apart from the soldiers.
   */
  models: z.array(z.strictObject({ role: id, count: z.int().positive().optional() })),
  mounted: z.boolean(),
  /** `personal`: the weapon each man has as his own, the one a special weapon replaces */
  weapons: z.array(z.strictObject({ weapon: id, who: z.enum(["all", "commander"]), personal: z.boolean().optional() })),
  profile: z.strictObject({
    wounds: z.int().positive(),
    save: z.strictObject({
      /** target on a d6 in the open; null = no save in the open */
      open: z.int().min(2).max(6).nullable(),
      cover: z.int().min(2).max(6),
      /** the best the save can ever be, outside a bunker */
      best: z.int().min(2).max(6),
      /** the save in a bunker, the one exception to `best`; null = `best` holds there too */
      bunker: z.int().min(2).max(6).nullable(),
    }),
    note,
  }),
  abilities: z.array(id),
  options: z.array(optionSchema),
  constraints: z.array(unitConstraintSchema),
});
export type UnitType = z.infer<typeof unitSchema>;

export const abilitySchema = z.strictObject({
  id,
  name: textSchema,
  summary: textSchema,
  note,
  /** the source text of this ability is cut off: the summary covers only what is there */
  truncated: z.boolean().optional(),
  /**
   * The unit has this ability only when it takes one of these options, or an option of one of these
   * categories (a radio, a special weapon); without `grantedBy` a unit always has it. Display only:
   * the ability's constraints apply to every unit that lists it, taken or not.
   */
  grantedBy: z
    .strictObject({ options: z.array(id).min(1).optional(), categories: z.array(categorySchema).min(1).optional() })
    .refine((g) => g.options || g.categories, "grantedBy needs options or categories")
    .optional(),
  constraints: z.array(unitConstraintSchema).optional(),
});
export type Ability = z.infer<typeof abilitySchema>;

export const armyBookSchema = z
  .strictObject({
    id,
    version: z.int().positive(),
    name: textSchema,
    /** who wrote it, as the book choice shows it (a book published through the app; the books the server ships have none) */
    author: z.string().trim().min(1, "the author's name is empty: write the name players will see in the book choice").max(80).optional(),
    /** share codes made before codes named their book (formats 1–2) are this book's; one book at most */
    legacyShareCodes: z.boolean().optional(),
    tallies: z.record(id, textSchema),
    roles: z.record(id, roleSchema),
    /** counted nouns the messages use: {count:man} in a template → "1 man", "5 men" */
    nouns: z.record(id, pluralFormsSchema),
    weapons: z.record(id, z.strictObject({ name: textSchema, wounds: z.int().positive().optional() })),
    armyRules: z.array(armyRuleSchema),
    abilities: z.array(abilitySchema),
    units: z.array(unitSchema).min(1),
  })
  // Every reference in the book is checked here, so a typo in data fails the seed, not a game.
  .superRefine((book, ctx) => {
    for (const p of checkBook(book)) ctx.addIssue({ code: "custom", path: p.path, message: p.message, params: { ru: p.ru } });
  });
export type ArmyBook = z.infer<typeof armyBookSchema>;
