import { AbilityText } from "./AbilityText";
import { AddToRoster } from "./AddToRoster";
import { costLabel } from "@/app/components/builder/format";
import { saveText } from "@/lib/cards/card-text";
import { t } from "@/lib/i18n/ui";
import { tw } from "@/lib/i18n/workshop-ui";
import { isRemoved, newestOf, versionOf, type Catalog } from "@/lib/army-book/catalog";
import { BookRemovedNotice } from "./BookRemovedNotice";
import type { Lang } from "@/lib/text";

/**
 * An army book as seeded in the DB: units, options with costs and limits, abilities and the
 * readings, in the version asked for (default: the newest).
 */
/** `preview`: inside the book workshop, before the book is published (no roster to add to, no other books, a lower heading). */
export function ArmyBookPage({ lang, catalog, bookId, version, preview = false }: { lang: Lang; catalog: Catalog; bookId: string; version: number | "newest"; preview?: boolean }) {
  const book = (version === "newest" ? undefined : versionOf(catalog, bookId, version)) ?? newestOf(catalog, bookId)!;
  const others = [...catalog.books.keys()].filter((id) => id !== bookId && !isRemoved(catalog, id));
  const abilities = new Map(book.abilities.map((a) => [a.id, a]));
  return (
    <div className="army-book">
      {preview ? (
        <h3 className="book-title">
          {t(lang, "navArmyBook")}: {book.name[lang]}, <span className="muted small">{t(lang, "bookVersion", { version: book.version })}</span>
        </h3>
      ) : (
        <h1>
          {t(lang, "navArmyBook")}: {book.name[lang]}, <span className="muted small">{t(lang, "bookVersion", { version: book.version })}</span>
        </h1>
      )}
      {book.author && <p className="muted book-author">{t(lang, "bookBy", { author: book.author })}</p>}
      {!preview && (
        <p className="muted small write-book">
          <a href="/books/new">{tw(lang, "writeBook")}</a>
        </p>
      )}
      {isRemoved(catalog, bookId) && <BookRemovedNotice lang={lang} />}
      {!preview && (others.length > 0 || catalog.books.get(bookId)!.length > 1) && (
        <nav className="book-picker muted" aria-label={t(lang, "otherBooks")}>
          {catalog.books.get(bookId)!.length > 1 && (
            <p>
              {t(lang, "bookVersions")}:{" "}
              {catalog.books.get(bookId)!.map((v, i) => (
                <span key={v.version}>
                  {i > 0 && " · "}
                  <a href={`/army-book?book=${encodeURIComponent(bookId)}&version=${v.version}`} aria-current={v.version === book.version ? "page" : undefined}>
                    {v.version}
                  </a>
                </span>
              ))}
            </p>
          )}
          {others.length > 0 && (
            <p>
              {t(lang, "otherBookList")}:{" "}
              {others.map((id, i) => (
                <span key={id}>
                  {i > 0 && " · "}
                  <a href={`/army-book?book=${encodeURIComponent(id)}`}>{newestOf(catalog, id)!.name[lang]}</a>
                </span>
              ))}
            </p>
          )}
        </nav>
      )}
      <nav className="book-toc card" aria-label={t(lang, "navArmyBook")}>
        <ul>
          {book.units.map((u) => (
            <li key={u.id}>
              <a href={`#${u.id}`}>{u.name[lang]}</a> <span className="muted">{u.cost}</span>
            </li>
          ))}
          <li>
            <a href="#army-rules">{t(lang, "armyRules")}</a>
          </li>
        </ul>
      </nav>
      {book.units.map((u) => (
        <article key={u.id} id={u.id} className="card book-entry" aria-labelledby={`${u.id}-title`}>
          <header className="book-entry-head">
            <h2 id={`${u.id}-title`}>
              {u.name[lang]}
              <span className={`badge ${u.rarity}`}>{u.rarity === "common" ? t(lang, "commonUnit") : t(lang, u.rarity === "unique" ? "unique" : "rare")}</span>
            </h2>
            <span className="book-cost">
              {u.cost} {t(lang, "pts")}
            </span>
            {!preview && <AddToRoster lang={lang} bookId={book.id} unitId={u.id} unitName={u.name[lang]} />}
          </header>
          <p className="muted">
            {t(lang, "otherLangName")}: <span lang={lang === "ru" ? "en" : "ru"}>{u.name[lang === "ru" ? "en" : "ru"]}</span>
          </p>
          <p>
            <strong>{t(lang, "composition")}:</strong> {u.composition[lang]}
          </p>
          <p>
            <strong>{t(lang, "kit")}:</strong>{" "}
            {u.weapons.map((w) => `${book.weapons[w.weapon]?.name[lang] ?? w.weapon}${w.who === "commander" ? ` (${t(lang, "commander")})` : ""}`).join(", ")}
          </p>
          <p>
            <strong>{t(lang, "save")}:</strong> {saveText(u.profile.save, lang)}; {t(lang, "woundsPerMan")}.{u.profile.note && ` ${u.profile.note[lang]}`}
          </p>
          <h3>{t(lang, "options")}</h3>
          <table className="book-options">
            <tbody>
              {u.options.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    {o.name[lang]}
                    {o.category && <span className="badge">{o.category === "special" ? (lang === "ru" ? "спец." : "special") : lang === "ru" ? "тяжёлое" : "heavy"}</span>}
                  </th>
                  <td className="num">{costLabel(o, lang)}</td>
                  <td className="num">
                    {t(lang, "max")} {o.max}
                  </td>
                  <td className="note">{o.note?.[lang]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {u.abilities.some((id) => abilities.has(id)) && <h3>{t(lang, "abilities")}</h3>}
          <dl className="book-abilities">
            {u.abilities.map((id) => {
              const a = abilities.get(id);
              if (!a) return null;
              return (
                <div key={id}>
                  <dt>{a.name[lang]}</dt>
                  <dd>
                    <AbilityText lang={lang} ability={a} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </article>
      ))}
      <section id="army-rules" className="card" aria-labelledby="army-rules-title">
        <h2 id="army-rules-title">{t(lang, "armyRules")}</h2>
        <ul>
          {book.units.some((u) => u.rarity === "unique") && <li>{t(lang, "uniqueMeans")}</li>}
          {book.armyRules
            .filter((r) => "note" in r && r.note)
            .map((r, i) => (
              // the note is for the player; the code is what the API, the CLI and the organiser's exports say
              <li key={i}>
                {"note" in r && r.note ? r.note[lang] : ""} <code className="muted small">{r.code}</code>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
