/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when it needs to be, CRLF line ends, and a
 * cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with "'".
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
