/**
 * Message templates, the little language the army book writes its messages and hints in:
 *
 *   {name}           a parameter: a number, or a name the renderer looks up (a unit, an option, a list of options)
 *   {name:noun}      the number and the noun of the book's `nouns` table in the form that number takes ("5 men")
 *   {name?yes|no}    `yes` when the parameter is a non-zero number or true, else `no` (`|no` may be left out);
 *                    both branches are templates themselves
 *
 * Outside a `{…}` every character is text. A template is parsed once (per book object) and rendered
 * by walking the parts, so a message costs string joins, not parsing.
 */

export type Part =
  | { kind: "text"; text: string }
  | { kind: "param"; name: string }
  | { kind: "count"; name: string; noun: string }
  | { kind: "if"; name: string; then: Part[]; else: Part[] };

/** A fault is said in English (`message`) and Russian (`ru`): the book workshop speaks its author's language. */
export type Parsed = { ok: true; parts: Part[] } | { ok: false; at: number; message: string; ru: string };

const NAME = /[A-Za-z][A-Za-z0-9-]*/y;

class TemplateError extends Error {
  constructor(
    readonly at: number,
    message: string,
    readonly ru: string,
  ) {
    super(message);
  }
}

export function parseTemplate(source: string): Parsed {
  let i = 0;
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(source);
    if (!m) throw new TemplateError(i, "expected a parameter name after '{'", "после «{» ожидалось имя параметра");
    i += m[0].length;
    return m[0];
  };
  // `stops`: the characters that end this sequence (none at the top level, '|' and '}' in a branch)
  const sequence = (stops: string): Part[] => {
    const parts: Part[] = [];
    let text = "";
    while (i < source.length && !stops.includes(source[i]!)) {
      if (source[i] !== "{") {
        text += source[i++];
        continue;
      }
      if (text) parts.push({ kind: "text", text });
      text = "";
      i++;
      parts.push(placeholder());
    }
    if (text) parts.push({ kind: "text", text });
    return parts;
  };
  const expect = (c: string) => {
    if (source[i] !== c)
      throw i >= source.length
        ? new TemplateError(i, `unclosed '{': expected '${c}'`, `незакрытая «{»: ожидалась «${c}»`)
        : new TemplateError(i, `expected '${c}', found '${source[i]}'`, `ожидалась «${c}», а стоит «${source[i]}»`);
    i++;
  };
  const placeholder = (): Part => {
    const n = name();
    if (source[i] === "}") {
      i++;
      return { kind: "param", name: n };
    }
    if (source[i] === ":") {
      i++;
      const noun = name();
      expect("}");
      return { kind: "count", name: n, noun };
    }
    if (source[i] === "?") {
      i++;
      const then = sequence("|}");
      let otherwise: Part[] = [];
      if (source[i] === "|") {
        i++;
        otherwise = sequence("}");
      }
      expect("}");
      return { kind: "if", name: n, then, else: otherwise };
    }
    throw i >= source.length
      ? new TemplateError(i, "unclosed '{'", "незакрытая «{»")
      : new TemplateError(i, `expected '}', ':' or '?' after {${n}, found '${source[i]}'`, `после {${n} ожидалась «}», «:» или «?», а стоит «${source[i]}»`);
  };
  try {
    return { ok: true, parts: sequence("") };
  } catch (e) {
    if (!(e instanceof TemplateError)) throw e;
    return { ok: false, at: e.at, message: e.message, ru: e.ru };
  }
}

/** Every parameter and noun a template uses (for the book checks). */
export function usesOf(parts: readonly Part[], out: { params: Set<string>; counted: Set<string>; nouns: Set<string> } = { params: new Set(), counted: new Set(), nouns: new Set() }) {
  for (const p of parts) {
    if (p.kind === "text") continue;
    out.params.add(p.name);
    if (p.kind === "count") {
      out.counted.add(p.name);
      out.nouns.add(p.noun);
    }
    if (p.kind === "if") {
      usesOf(p.then, out);
      usesOf(p.else, out);
    }
  }
  return out;
}

/** How a renderer answers a template: a parameter as text, a count with its noun, a condition. */
export type Resolver = {
  text: (name: string) => string;
  count: (name: string, noun: string) => string;
  truthy: (name: string) => boolean;
};

export function renderParts(parts: readonly Part[], r: Resolver): string {
  let out = "";
  for (const p of parts) {
    if (p.kind === "text") out += p.text;
    else if (p.kind === "param") out += r.text(p.name);
    else if (p.kind === "count") out += r.count(p.name, p.noun);
    else out += renderParts(r.truthy(p.name) ? p.then : p.else, r);
  }
  return out;
}

const compiled = new Map<string, Part[]>();

/**
 * The parts of a template, parsed once per distinct text. A template that does not parse (only
 * possible for a book that skipped its checks) renders as its own text rather than throwing.
 */
export function compileTemplate(source: string): Part[] {
  let parts = compiled.get(source);
  if (!parts) {
    const parsed = parseTemplate(source);
    parts = parsed.ok ? parsed.parts : [{ kind: "text", text: source }];
    compiled.set(source, parts);
  }
  return parts;
}
