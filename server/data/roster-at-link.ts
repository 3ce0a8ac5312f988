import "server-only";
import { rosterSourceFromLink } from "../../lib/share/roster-link";
import { t } from "../../lib/i18n/ui";
import { describeDecodeFailure } from "../../lib/share/failure-text";
import { openShareCode } from "../../lib/share/open-code";
import type { Lang } from "../../lib/text";
import { getCatalog } from "./catalog";
import { prisma } from "./db";
import { findRoster } from "./rosters";

export type RosterAtLink = { ok: true; roster: unknown } | { ok: false; at: "link" | "roster"; message: string };

/**
 * The roster a pasted link names, as this server holds it: a saved roster (`…/r/<viewId>`, any of
 * its pages; a key in the link is not read) or a snapshot (`…/s/<code>`, or the code alone). The
 * page never sends the roster itself, so a link cannot carry a list its owner did not save.
 * `at` says whether the link could not be read ("link") or names no roster here ("roster").
 */
export async function rosterAtLink(link: string, lang: Lang): Promise<RosterAtLink> {
  const target = rosterSourceFromLink(link);
  if ("viewId" in target) return rosterAtView(target.viewId, lang);
  const opened = openShareCode(await getCatalog(), target.code);
  return opened.ok ? { ok: true, roster: opened.roster } : { ok: false, at: "link", message: describeDecodeFailure(opened, lang) };
}

/** A saved roster by its view id (as "My rosters" lists it). */
export async function rosterAtView(viewId: string, lang: Lang): Promise<RosterAtLink> {
  const found = await findRoster(prisma(), viewId);
  if (!found) return { ok: false, at: "roster", message: t(lang, "noRosterAtLink") };
  return { ok: true, roster: found.roster };
}
