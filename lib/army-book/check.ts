import { optionOf, targetOf, type AnyRule } from "../engine/rule-types";
import { REPORTED_TALLY } from "../engine/unit-layout";
import { engineMessages } from "../i18n/engine-ui";
import { LANGS } from "../text";
import { checkMessages } from "./check-texts";
import type { ArmyBook, Term } from "./schema";

/** `message`: as check-book prints it (English); `ru`: the same in Russian, for the workshop and the API in Russian. */
export type Problem = { path: (string | number)[]; message: string; ru?: string };
type Path = Problem["path"];

/** Unit rarities and option categories: the schema's own vocabulary, which rules may name. */
const RARITIES = new Set(["common", "unique", "rare"]);
const CATEGORIES = new Set(["special", "heavy"]);

/**
 * Every cross-reference of a book that passed the schema's shapes: tallies, terms, option and unit
 * ids, rarities, abilities, roles, weapons, and the messages (lib/army-book/check-texts.ts). A
 * typo is a problem at its JSON path, never a silent 0 in a game.
 */
export function checkBook(book: ArmyBook): Problem[] {
  const problems: Problem[] = [];
  const say = (path: Path, message: string, ru: string) => problems.push({ path, message, ru });
  const abilityIds = new Set(book.abilities.map((a) => a.id));
  const unitIds = new Set<string>();
  const allOptionIds = new Set<string>();
  const tally = (name: string, path: Path) => {
    if (!Object.hasOwn(book.tallies, name)) say(path, `unknown tally ${name}`, `неизвестный счётчик ${name} (нет в tallies)`);
  };
  // A term names a tally, a category or an option; `options`: the option ids it may name there.
  const terms = (list: readonly Term[], path: Path, options: ReadonlySet<string>) =>
    list.forEach((t, k) => {
      const at = [...path, k, "of"];
      if (t.of.startsWith("option:")) {
        const o = t.of.slice("option:".length);
        if (!options.has(o)) say(at, `unknown option ${o}`, `неизвестная опция ${o}`);
      } else if (t.of.startsWith("category:")) {
        const c = t.of.slice("category:".length);
        if (!CATEGORIES.has(c)) say(at, `unknown category ${c}`, `неизвестная категория ${c}`);
      } else tally(t.of, at);
    });
  const optionRef = (id: string, path: Path, options: ReadonlySet<string>) => {
    if (!options.has(id)) say(path, `unknown option ${id}`, `неизвестная опция ${id}`);
  };

  if (!Object.hasOwn(book.tallies, REPORTED_TALLY)) say(["tallies"], `a "${REPORTED_TALLY}" tally is needed: the report counts a unit's men with it`, `нужен счётчик «${REPORTED_TALLY}»: по нему отчёт считает людей отряда`);

  book.units.forEach((unit, u) => {
    if (unitIds.has(unit.id)) say(["units", u, "id"], `duplicate unit ${unit.id}`, `отряд ${unit.id} уже есть`);
    unitIds.add(unit.id);
    for (const o of unit.options) allOptionIds.add(o.id);
  });

  book.units.forEach((unit, u) => {
    const at = (...rest: Path): Path => ["units", u, ...rest];
    const optionIds = new Set<string>();
    for (const name of Object.keys(unit.base)) tally(name, at("base", name));
    unit.options.forEach((o, i) => {
      if (optionIds.has(o.id)) say(at("options", i), `duplicate option ${o.id}`, `опция ${o.id} уже есть`);
      optionIds.add(o.id);
      if (o.cost.per === "model" && !o.cost.tally) say(at("options", i, "cost"), "per-model cost needs a tally", "цене за модель нужен счётчик (tally)");
      if (o.cost.tally !== undefined) tally(o.cost.tally, at("options", i, "cost", "tally"));
      for (const name of Object.keys(o.adds ?? {})) tally(name, at("options", i, "adds", name));
      for (const w of [o.weapon, o.swap?.from, o.swap?.to, ...(o.mounts?.weapons ?? [])])
        if (w && !(w in book.weapons)) say(at("options", i), `unknown weapon ${w}`, `неизвестное оружие ${w}`);
      const by = o.carriedBy;
      if (by?.role !== undefined && !Object.hasOwn(book.roles, by.role)) say(at("options", i, "carriedBy", "role"), `unknown role ${by.role}`, `неизвестная роль ${by.role}`);
      if (by?.crew && (by.role !== undefined || !o.weapon)) say(at("options", i, "carriedBy", "crew"), "a crew has no role and needs the option's weapon", "у расчёта нет роли, и ему нужно оружие опции");
    });
    unit.models.forEach((m, i) => {
      if (!Object.hasOwn(book.roles, m.role)) say(at("models", i, "role"), `unknown role ${m.role}`, `неизвестная роль ${m.role}`);
    });
    const rest = unit.models.filter((m) => m.count === undefined).length;
    if (unit.models.length > 0 && rest !== 1) say(at("models"), `exactly one entry without a count (the other men) is needed, found ${rest}`, `нужна ровно одна запись без count (остальные люди), а их ${rest}`);
    if (unit.weapons.filter((w) => w.personal).length > 1) say(at("weapons"), "at most one personal weapon", "личное оружие — не больше одного");
    unit.abilities.forEach((a, i) => {
      if (!abilityIds.has(a)) say(at("abilities", i), `unknown ability ${a}`, `неизвестная способность ${a}`);
    });
    unit.weapons.forEach((w, i) => {
      if (!(w.weapon in book.weapons)) say(at("weapons", i), `unknown weapon ${w.weapon}`, `неизвестное оружие ${w.weapon}`);
    });
    unit.constraints.forEach((c, i) => ruleRefs(c, at("constraints", i), optionIds));
  });

  book.abilities.forEach((a, i) => {
    a.grantedBy?.options?.forEach((o, j) => optionRef(o, ["abilities", i, "grantedBy", "options", j], allOptionIds));
    // an ability's rules apply to every unit that lists it: options offered by any unit may be named
    a.constraints?.forEach((c, k) => ruleRefs(c, ["abilities", i, "constraints", k], allOptionIds));
  });

  // A unit that lists a granted ability must offer something that grants it, or the card never shows it.
  const byId = new Map(book.abilities.map((a) => [a.id, a]));
  book.units.forEach((unit, u) => {
    unit.abilities.forEach((id, k) => {
      const granted = byId.get(id)?.grantedBy;
      if (!granted) return;
      const can = unit.options.some((o) => granted.options?.includes(o.id) || (o.category !== undefined && granted.categories?.includes(o.category)));
      if (!can) say(["units", u, "abilities", k], `no option of ${unit.id} grants ability ${id}`, `ни одна опция отряда ${unit.id} не даёт способность ${id}`);
    });
  });

  book.armyRules.forEach((r, i) => ruleRefs(r, ["armyRules", i], allOptionIds));

  function ruleRefs(r: AnyRule, path: Path, options: ReadonlySet<string>) {
    if (Object.hasOwn(engineMessages, r.code)) say([...path, "code"], `${r.code} is the engine's own code, not a rule's`, `${r.code} — код самого движка, а не правила`);
    if ("option" in r && r.option !== undefined) optionRef(r.option, [...path, "option"], options);
    if ("anyOf" in r) r.anyOf.forEach((o, k) => optionRef(o, [...path, "anyOf", k], options));
    if ("count" in r) terms(r.count, [...path, "count"], options);
    if ("limit" in r) terms(r.limit, [...path, "limit"], options);
    if ("perUnits" in r) r.perUnits.forEach((id, k) => !unitIds.has(id) && say([...path, "perUnits", k], `unknown unit ${id}`, `неизвестный отряд ${id}`));
    if ("rarity" in r && !RARITIES.has(r.rarity)) say([...path, "rarity"], `unknown rarity ${r.rarity} (one of ${[...RARITIES].join(", ")})`, `неизвестная редкость ${r.rarity} (одна из: ${[...RARITIES].join(", ")})`);
  }

  problems.push(...checkMessages(book));
  problems.push(...checkSameSaying(book));
  return problems;
}

/**
 * Rules that share a code and option in one place (a unit's constraints, its abilities', army
 * rules reporting on units; or army-wide rules) must say the same: an error names only its code
 * and option, so the message shown is the first such rule's.
 */
function checkSameSaying(book: ArmyBook): Problem[] {
  const problems: Problem[] = [];
  const located = (r: AnyRule, path: Path) => ({ r, path });
  const army = book.armyRules.map((r, i) => located(r, ["armyRules", i]));
  const onUnits = army.filter(({ r }) => targetOf(r) !== "army");
  const abilities = new Map(book.abilities.map((a, i) => [a.id, (a.constraints ?? []).map((r, k) => located(r, ["abilities", i, "constraints", k]))]));
  const scopes = [
    army.filter(({ r }) => targetOf(r) === "army"),
    ...book.units.map((unit, u) => [
      ...unit.abilities.flatMap((a) => abilities.get(a) ?? []),
      ...unit.constraints.map((r, i) => located(r, ["units", u, "constraints", i])),
      ...onUnits,
    ]),
  ];
  const reported = new Set<string>();
  for (const scope of scopes) {
    const first = new Map<string, ReturnType<typeof located>>();
    for (const here of scope) {
      const key = `${here.r.code}|${optionOf(here.r) ?? ""}`;
      const was = first.get(key);
      if (!was) {
        first.set(key, here);
        continue;
      }
      const same = LANGS.every((l) => was.r.message[l] === here.r.message[l] && was.r.hint?.[l] === here.r.hint?.[l]);
      const where = JSON.stringify(here.path);
      if (!same && !reported.has(where)) {
        reported.add(where);
        problems.push({
          path: [...here.path, "message"],
          message: `says something else than the rule at ${pathText(was.path)} with the same code and option: an error shows the first one's message`,
          ru: `говорит не то же, что правило ${pathText(was.path)} с тем же кодом и опцией: ошибка показывает сообщение первого`,
        });
      }
    }
  }
  return problems;
}

/** ["units", 3, "options", 2] → "units[3].options[2]" */
export function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `${i ? "." : ""}${p}` : `[${JSON.stringify(p)}]`)).join("");
}
