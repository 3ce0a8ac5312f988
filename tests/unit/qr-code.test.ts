import { describe, expect, it } from "vitest";
import { encode } from "uqr";
import { printedQr, QR_MAX_MM, QR_MODULE_MM } from "../../lib/share/qr-code";

const link = (n: number) => `http://localhost:3000/s/${"A".repeat(n)}`;

describe("printedQr: a share link as a QR code a phone reads from paper", () => {
  it("a usual share link: error correction M, printed 30 mm wide", () => {
    const qr = printedQr(link(300))!;
    expect(qr.data).toEqual(encode(link(300), { ecc: "M", border: 2 }).data);
    expect(qr.mm).toBe(30);
  });

  it("a longer link grows the code, never below 0.4 mm a module, up to 50 mm", () => {
    const qr = printedQr(link(1000))!;
    expect(qr).not.toBeNull();
    expect(qr.mm / qr.size).toBeGreaterThanOrEqual(QR_MODULE_MM);
    expect(qr.mm).toBeGreaterThan(30);
    expect(qr.mm).toBeLessThanOrEqual(QR_MAX_MM);
  });

  it("a link too long to print readable, or past any QR code, is no code (not a crash)", () => {
    expect(printedQr(link(2500))).toBeNull();
    expect(printedQr(link(8000))).toBeNull();
    expect(() => encode(link(8000))).toThrow();
  });
});
