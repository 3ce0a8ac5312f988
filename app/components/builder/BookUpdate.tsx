"use client";
import type { ArmyBook } from "@/lib/army-book/schema";
import { bookUpdate } from "@/lib/army-book/roster-changes";
import { t } from "@/lib/i18n/book-update-ui";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { useHydrated } from "../client-values";
import { BookUpdateNotice } from "../view/BookUpdateNotice";

/**
 * The builder's offer of a newer book version: its diff for this roster, and "Update to vN".
 * Loaded only for a roster built with an older version (Builder.tsx), so it costs the others nothing.
 */
export default function BookUpdate({ lang, book, newest, roster, onUpdate }: { lang: Lang; book: ArmyBook; newest: ArmyBook; roster: Roster; onUpdate: (version: number) => void }) {
  const update = bookUpdate(book, newest, roster);
  // this part hydrates after the rest of the page (its code loads late): until then a click would be lost
  const live = useHydrated();
  if (!update) return null;
  return (
    <BookUpdateNotice lang={lang} update={update}>
      <button type="button" className="primary" onClick={() => onUpdate(update.to)} disabled={!live}>
        {t(lang, "updateBook", { to: update.to })}
      </button>
    </BookUpdateNotice>
  );
}
