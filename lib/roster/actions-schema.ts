import { z } from "zod";
import { rosterSchema } from "./schema";

/** Payloads of the roster server actions; the server parses every one of them. */
/** View ids and edit keys are base64url (see server/data/keys.ts); anything else is not one. */
export const viewIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const rosterRefSchema = z.strictObject({ viewId: viewIdSchema, key: z.string().min(1).max(200) });
export type RosterRef = z.infer<typeof rosterRefSchema>;

export const saveRosterSchema = z.strictObject({
  viewId: rosterRefSchema.shape.viewId,
  key: rosterRefSchema.shape.key,
  version: z.int().positive(),
  roster: rosterSchema,
});

export const listRostersSchema = z.array(rosterRefSchema).max(500);

/** The "new roster" form: the head of a v1 roster. */
export const newRosterSchema = rosterSchema.pick({ name: true, pointsLimit: true, armyBook: true });
export type NewRoster = z.infer<typeof newRosterSchema>;

/** The body of `PUT /api/rosters/{viewId}`: the save payload less what the address and the key header carry. */
export const rosterApiSaveSchema = saveRosterSchema.pick({ version: true, roster: true });
