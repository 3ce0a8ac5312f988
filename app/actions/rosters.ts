"use server";
import { inputErrors, type InputError } from "@/lib/input-errors";
import { listRostersSchema, rosterRefSchema, saveRosterSchema, viewIdSchema } from "@/lib/roster/actions-schema";
import { rosterSchema, type Roster } from "@/lib/roster/schema";
import { getArmyBook } from "@/server/catalog";
import { prisma } from "@/server/db";
import { currentLang } from "@/server/lang";
import * as rosters from "@/server/rosters";

export type ActionError = { status: "invalid"; errors: InputError[] } | { status: "forbidden" } | { status: "not_found" } | { status: "unavailable" };

async function invalid(issues: Parameters<typeof inputErrors>[0]): Promise<ActionError> {
  return { status: "invalid", errors: inputErrors(issues, await currentLang()) };
}

/** Any unexpected failure becomes a status the UI can show; the caller's screen keeps its data. */
async function safely<T>(run: () => Promise<T>): Promise<T | ActionError> {
  try {
    return await run();
  } catch (e) {
    console.error(e);
    return { status: "unavailable" };
  }
}

/** Counts or points too big for the database columns: refused at the field, like any bad input. */
async function tooLarge(problems: rosters.StorageProblem[]): Promise<ActionError> {
  const ru = (await currentLang()) === "ru";
  return {
    status: "invalid",
    errors: problems.map((p) => ({
      code: "INVALID_INPUT" as const,
      unit: null,
      option: null,
      path: p.path,
      message:
        p.what === "count"
          ? ru ? "Слишком большое число — такой ростер нельзя сохранить." : "This number is too large to save."
          : ru ? "Ростер стоит слишком много очков, чтобы его сохранить." : "The roster's points are too large to save.",
    })),
  };
}

export async function createRosterAction(input: unknown) {
  const parsed = rosterSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return safely(async () => {
    const book = await getArmyBook();
    const problems = rosters.storageProblems(book, parsed.data);
    if (problems.length) return tooLarge(problems);
    const created = await rosters.createRoster(prisma(), book, parsed.data);
    return { status: "created" as const, viewId: created.summary.viewId, key: created.editKey, summary: created.summary };
  });
}

export async function saveRosterAction(input: unknown) {
  const parsed = saveRosterSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { viewId, key, version, roster } = parsed.data;
  return safely(async () => {
    const book = await getArmyBook();
    // the roster sits under "roster" in this payload, so its paths do too
    const problems = rosters.storageProblems(book, roster).map((p) => ({ ...p, path: ["roster", ...p.path] }));
    if (problems.length) return tooLarge(problems);
    return rosters.saveRoster(prisma(), book, viewId, key, version, roster);
  });
}

export async function deleteRosterAction(input: unknown) {
  const parsed = rosterRefSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return safely(async () => ({ status: await rosters.deleteRoster(prisma(), parsed.data.viewId, parsed.data.key) }));
}

/** Copies any roster anyone can see (by its view id) into a new one with a new edit key. */
export async function duplicateRosterAction(viewId: unknown, newName?: unknown) {
  if (!viewIdSchema.safeParse(viewId).success) return { status: "not_found" as const };
  return safely(async () => {
    const found = await rosters.findRoster(prisma(), viewId as string);
    if (!found) return { status: "not_found" as const };
    const lang = await currentLang();
    const name = typeof newName === "string" ? newName : copyName(found.roster.name, lang === "ru" ? "копия" : "copy");
    return createRosterAction({ ...found.roster, name });
  });
}

export async function listRostersAction(input: unknown) {
  const parsed = listRostersSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return safely(async () => ({ status: "ok" as const, rosters: await rosters.listRosters(prisma(), parsed.data) }));
}

function copyName(name: string, word: string): string {
  const suffix = ` (${word})`;
  const chars = [...name];
  return chars.length + suffix.length <= 100 ? name + suffix : chars.slice(0, 100 - suffix.length).join("") + suffix;
}

export type { Roster };
