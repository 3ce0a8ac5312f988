/** How cards are printed: with casualty boxes (default) or without, as cards (default) or one sheet. */
export type PrintView = { boxes: boolean; sheet: boolean };

/** What a print address asks for: `?boxes=0` leaves the boxes out, `?sheet=1` prints one sheet; anything else is the default. */
export function printViewFromQuery(boxes: string | null | undefined, sheet: string | null | undefined): PrintView {
  return { boxes: boxes !== "0", sheet: sheet === "1" };
}

/** The print page's own address with these settings (`?boxes=0`, `?sheet=1`; defaults omitted). */
export function printHref(basePath: string, view: PrintView): string {
  const query = [view.boxes ? "" : "boxes=0", view.sheet ? "sheet=1" : ""].filter(Boolean).join("&");
  return query ? `${basePath}?${query}` : basePath;
}
