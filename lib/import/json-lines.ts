/**
 * A small JSON reader that also remembers on which line each value starts, so an import can say
 * "line 12: count must be a whole number" instead of failing silently. Accepts exactly JSON.
 */
import { t, type JsonSyntaxReason } from "../i18n/json-syntax-ui";
import { LANGS, type Lang, type Text } from "../text";

export type Path = (string | number)[];
export type Located = { ok: true; value: unknown; lineOf: (path: Path) => number } | { ok: false; line: number; column: number; message: string; messages: Text };

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

class JsonSyntaxError extends Error {
  constructor(
    readonly at: number,
    readonly reason: JsonSyntaxReason,
    readonly char: string,
  ) {
    super(t("en", reason, { char }));
  }
}

export function parseWithLines(text: string): Located {
  const lines = new Map<string, number>();
  let i = 0;
  const lineAt = (pos: number) => {
    let line = 1;
    for (let k = 0; k < pos && k < text.length; k++) if (text.charCodeAt(k) === 10) line++;
    return line;
  };
  // Line numbers are worked out lazily from positions, so large inputs stay linear.
  const starts = new Map<string, number>();
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  // whatever was expected, a text that stops first is a text cut off (a file half downloaded or half pasted), and is said so
  const fail = (reason: JsonSyntaxReason, char = ""): never => {
    throw new JsonSyntaxError(i, i >= text.length && reason !== "tooDeep" ? "unexpectedEnd" : reason, char);
  };
  const str = (): string => {
    let out = "";
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail("unterminatedString");
      const c = text[i]!;
      if (c === '"') {
        i++;
        return out;
      }
      if (c === "\\") {
        const e = text[i + 1];
        const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
        if (e !== undefined && e in simple) {
          out += simple[e];
          i += 2;
        } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else fail("badEscape");
      } else if (c.charCodeAt(0) < 0x20) fail("controlCharacter");
      else {
        out += c;
        i++;
      }
    }
  };
  const value = (path: Path, depth: number): unknown => {
    if (depth > 64) fail("tooDeep");
    ws();
    starts.set(JSON.stringify(path), i);
    const c = text[i];
    if (c === "{") {
      i++;
      const obj: Record<string, unknown> = {};
      ws();
      if (text[i] === "}") {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail("expectedName");
        const key = str();
        ws();
        if (text[i] !== ":") fail("expectedColon");
        i++;
        Object.defineProperty(obj, key, { value: value([...path, key], depth + 1), enumerable: true, writable: true, configurable: true });
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return obj;
        }
        fail("expectedCommaOrBrace");
      }
    }
    if (c === "[") {
      i++;
      const arr: unknown[] = [];
      ws();
      if (text[i] === "]") {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(value([...path, arr.length], depth + 1));
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return arr;
        }
        fail("expectedCommaOrBracket");
      }
    }
    if (c === '"') return str();
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return Number(m[0]);
    }
    for (const [word, v] of [["true", true], ["false", false], ["null", null]] as const)
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    // a whole character, never half of an emoji
    return i >= text.length ? fail("unexpectedEnd") : fail("unexpectedCharacter", String.fromCodePoint(text.codePointAt(i)!));
  };
  try {
    const v = value([], 0);
    ws();
    if (i < text.length) fail("textAfter");
    return {
      ok: true,
      value: v,
      lineOf: (path) => {
        for (let n = path.length; n >= 0; n--) {
          const key = JSON.stringify(path.slice(0, n));
          const cached = lines.get(key);
          if (cached !== undefined) return cached;
          const pos = starts.get(key);
          if (pos !== undefined) {
            const line = lineAt(pos);
            lines.set(key, line);
            return line;
          }
        }
        return 1;
      },
    };
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    const line = lineAt(e.at);
    const column = e.at - text.lastIndexOf("\n", e.at - 1);
    // said in every product language: an import names the fault in the reader's
    const messages = Object.fromEntries(LANGS.map((l) => [l, t(l, e.reason, { char: e.char })])) as Text;
    return { ok: false, line, column, message: e.message, messages };
  }
}

/**
 * Where and why a text is not JSON, in the reader's language ("line 3, column 5: expected ',' or
 * '}'"): what the parser of the runtime says is English whatever the reader reads. Undefined when
 * this reader takes it (only nesting deeper than it reads can differ from JSON.parse).
 */
export function jsonFault(text: string, lang: Lang): string | undefined {
  const parsed = parseWithLines(text);
  if (parsed.ok) return undefined;
  return lang === "ru" ? `Строка ${parsed.line}, столбец ${parsed.column}: ${parsed.messages.ru}.` : `Line ${parsed.line}, column ${parsed.column}: ${parsed.messages.en}.`;
}
