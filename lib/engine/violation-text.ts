import { indexBook, type IndexedBook, type IndexedUnit } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";
import { listJoiner } from "../i18n/engine-ui";
import { pluralForm } from "../i18n/plural";
import { compileTemplate, renderParts, type Resolver } from "../templates/template";
import { lowerFirst, type Lang } from "../text";
import { ruleTextFor, type RuleText } from "./rule-texts";
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
  const ruleText = ruleTextFor(book, roster, v);
  if (!ruleText) return v.code;
  const text = hint && ruleText.hint ? ruleText.hint[lang] : ruleText.message[lang];
  return renderParts(compileTemplate(text), new ViolationWords(book, roster, v, lang, ruleText));
}

/**
 * How one violation's template is filled in. A class rather than a set of closures made per
 * message: a report renders every error of the roster, on every edit.
 */
class ViolationWords implements Resolver {
  private readonly indexed: IndexedBook;
  private readonly unitId: string | undefined;
  private readonly unitType: IndexedUnit | undefined;
  private derived: Violation["params"] | undefined;

  constructor(
    private readonly book: ArmyBook,
    roster: RosterUnits,
    private readonly v: Violation,
    private readonly lang: Lang,
    private readonly ruleText: RuleText,
  ) {
    this.indexed = indexBook(book);
    this.unitId = v.unit === null ? undefined : roster.units[v.unit]?.unit;
    this.unitType = this.unitId === undefined ? undefined : this.indexed.units.get(String(this.unitId));
  }

  private optionName(id: unknown): string {
    const key = String(id);
    const name = this.unitType?.options.get(key)?.name ?? this.indexed.optionNames.get(key);
    return name ? name[this.lang] : key;
  }

  private unitName(id: unknown): string {
    return this.indexed.units.get(String(id))?.type.name[this.lang] ?? String(id ?? "");
  }

  private value(name: string) {
    const p = this.v.params;
    return name in p ? p[name] : (this.derived ??= this.ruleText.derive?.(p) ?? {})[name];
  }

  text(name: string): string {
    const kind = this.ruleText.params[name];
    // `unit` and `option` not declared by the rule type are the error's own unit and option
    if (kind === undefined)
      return name === "unit" ? (this.unitType ? this.unitType.type.name[this.lang] : String(this.unitId ?? "")) : name === "option" ? this.optionName(this.v.option) : "";
    const x = this.value(name);
    if (kind === "unit") return this.unitName(x);
    if (kind === "option") return this.optionName(x);
    if (kind === "options") return String(x ?? "").split(",").map((id) => lowerFirst(this.optionName(id))).join(listJoiner[this.lang]);
    if (kind === "flag") return "";
    return String(x ?? "");
  }

  count(name: string, noun: string): string {
    const n = Number(this.value(name));
    const forms = Object.hasOwn(this.book.nouns, noun) ? this.book.nouns[noun] : undefined;
    return forms ? `${n} ${pluralForm(this.lang, n, forms)}` : String(n);
  }

  truthy(name: string): boolean {
    const x = this.value(name);
    return typeof x === "number" ? x !== 0 : Boolean(x);
  }
}
