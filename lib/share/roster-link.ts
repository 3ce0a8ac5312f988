/**
 * Roster links as players paste them (from a chat, an address bar, a QR scan): a saved roster
 * (`…/r/<viewId>`, any of its pages) or a snapshot (`…/s/<code>`, any of its pages, or the code
 * alone). One reading for every place that takes one: the import, an event entry, the opponent in
 * a game, the victory calculator.
 */

/** The link without its query and fragment: an edit link's `?key=` stays with the player. */
export const withoutQuery = (text: string) => text.trim().replace(/[?#].*$/, "");

/** The code in a snapshot link (`https://…/s/<code>/print?…`) or the code alone. */
export function codeFromLink(text: string): string {
  const link = withoutQuery(text);
  return /\/s\/([^/]*)/.exec(link)?.[1] ?? link;
}

/**
 * What a pasted roster link points at: a saved roster by its view id, or a snapshot's code. The
 * link may stand in brackets or quotes or end a sentence, as a chat leaves it.
 */
export function rosterSourceFromLink(text: string): { viewId: string } | { code: string } {
  const link = loneRosterLink(text) ?? text;
  const view = /\/r\/([A-Za-z0-9_-]{1,64})(?:\/|$)/.exec(withoutQuery(link));
  return view ? { viewId: view[1]! } : { code: codeFromLink(link) };
}

const ROSTER_LINK = /^(?:https?:\/\/[^\s/]+)?\/(?:s|r)\/[A-Za-z0-9_-]+(?:[/?#]\S*)?$/;
/** What a chat or a sentence puts around a link: brackets and quotes before it, those and a full stop or "!!!" after it. */
const BEFORE = new Set([..." \t\r\n\u00A0<([{«\"'“„"]);
const AFTER = new Set([..." \t\r\n\u00A0>)]}»\"'”.,;:!?…"]);

/**
 * The link, when a pasted text is nothing but a link to a roster (`…/s/…` or `…/r/…`, with its
 * host or from its path), in brackets or quotes or with a full stop after it, as chats and
 * sentences leave it: what a player pastes when they meant the list behind it. Null otherwise.
 * Taken off by hand, one pass from each end: a regex with a lazy middle is quadratic on 256 KB of spaces.
 */
export function loneRosterLink(text: string): string | null {
  let start = 0;
  let end = text.length;
  while (start < end && BEFORE.has(text[start]!)) start++;
  while (end > start && AFTER.has(text[end - 1]!)) end--;
  const link = text.slice(start, end);
  return ROSTER_LINK.test(link) ? link : null;
}

/** The first link to a roster on this or any server inside a longer text (a chat text ends with one), or null. */
export function rosterLinkInText(text: string): string | null {
  return /https?:\/\/[^\s/]+\/(?:s|r)\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

/**
 * The roster link a pasted text gives: the link alone (in brackets, with a full stop), a bare share
 * code, or the link a longer text carries (a chat text pasted whole); null when it has none ("hello
 * world" is no link, not a damaged one).
 */
export function pastedRosterLink(text: string): string | null {
  const lone = loneRosterLink(text);
  if (lone) return lone;
  const trimmed = text.trim();
  return /^[A-Za-z0-9_-]+$/.test(trimmed) ? trimmed : rosterLinkInText(text);
}
