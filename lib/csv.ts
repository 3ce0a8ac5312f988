/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when it needs to be, CRLF line ends, and a
 * cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with "'".
 * A Russian spreadsheet splits on ";" where others split on ",": a cell holding either is quoted,
 * and a formula start right after either is neutralised too, so a file opened with the other
 * separator (or with quotes ignored) still runs no formula.
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[], separator: "," | ";" = ","): string {
  return rows.map((row) => row.map(cell).join(separator)).join("\r\n") + "\r\n";
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string") {
    if (FORMULA_START.test(s)) s = `'${s}`;
    s = s.replace(/([;,])(?=[=+\-@\t\r])/g, "$1'");
  }
  return /[",;\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
