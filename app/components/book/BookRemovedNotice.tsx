import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

/** On the pages and links of a book the server's operator removed (`roster remove-book`). */
export function BookRemovedNotice({ lang }: { lang: Lang }) {
  return (
    <p className="card problem book-removed" role="note">
      {t(lang, "bookRemoved")}
    </p>
  );
}
