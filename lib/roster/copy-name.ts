import { ROSTER_LIMITS } from "./limits";

/**
 * A copy's name: "Rifle company (copy)". The suffix is always kept whole; a name too long for it is
 * shortened by code points (as RULES.md counts a name's length), never past the name's limit.
 */
export function copyName(name: string, word: string, max: number = ROSTER_LIMITS.nameMax): string {
  const suffix = ` (${word})`;
  const chars = [...name];
  const room = max - [...suffix].length;
  return chars.length <= room ? name + suffix : chars.slice(0, Math.max(0, room)).join("") + suffix;
}
