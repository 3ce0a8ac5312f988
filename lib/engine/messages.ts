import { indexBook } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";
import { listJoiner } from "../i18n/engine-messages";
import { pluralForm } from "../i18n/plural";
import { compileTemplate, renderParts, type Resolver } from "../messages/template";
import { lowerFirst, type Lang } from "../text";
import { saidFor } from "./said";
import type { Violation } from "./unit-result";

type RosterUnits = { units: readonly { unit: string }[] };

/** A violation in words, in the reader's language, with the message its rule carries in the book. */
export function describeViolation(book: ArmyBook, roster: RosterUnits, v: Violation, lang: Lang): string {
  return render(book, roster, v, lang, false);
}

/** The short "why not" phrase for a rule one more of an option would break; the full message when the rule has none. */
export function describeHint(book: ArmyBook, roster: RosterUnits, v: Violation, lang: Lang): string {
  return render(book, roster, v, lang, true);
}

function render(book: ArmyBook, roster: RosterUnits, v: Violation, lang: Lang, hint: boolean): string {
  const said = saidFor(book, roster, v);
  if (!said) return v.code;
  const indexed = indexBook(book);
  const unitId = v.unit === null ? undefined : roster.units[v.unit]?.unit;
  const unitType = unitId === undefined ? undefined : indexed.units.get(String(unitId));
  const optionName = (id: unknown) => {
    const key = String(id);
    const name = unitType?.options.get(key)?.name ?? indexed.optionNames.get(key);
    return name ? name[lang] : key;
  };
  const unitName = (id: unknown) => indexed.units.get(String(id))?.type.name[lang] ?? String(id ?? "");
  let derived: Violation["params"] | undefined;
  const value = (name: string) => (name in v.params ? v.params[name] : (derived ??= said.derive?.(v.params) ?? {})[name]);
  const r: Resolver = {
    text(name) {
      const kind = said.params[name];
      // `unit` and `option` not declared by the rule type are the error's own unit and option
      if (kind === undefined) return name === "unit" ? (unitType ? unitType.type.name[lang] : String(unitId ?? "")) : name === "option" ? optionName(v.option) : "";
      const x = value(name);
      if (kind === "unit") return unitName(x);
      if (kind === "option") return optionName(x);
      if (kind === "options") return String(x ?? "").split(",").map((id) => lowerFirst(optionName(id))).join(listJoiner[lang]);
      if (kind === "flag") return "";
      return String(x ?? "");
    },
    count(name, noun) {
      const n = Number(value(name));
      const forms = Object.hasOwn(book.nouns, noun) ? book.nouns[noun] : undefined;
      return forms ? `${n} ${pluralForm(lang, n, forms)}` : String(n);
    },
    truthy(name) {
      const x = value(name);
      return typeof x === "number" ? x !== 0 : Boolean(x);
    },
  };
  const text = hint && said.hint ? said.hint[lang] : said.message[lang];
  return renderParts(compileTemplate(text), r);
}
