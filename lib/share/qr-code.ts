import { encode } from "uqr";

/** A QR code a phone reads from paper: each module at least this wide when printed. */
export const QR_MODULE_MM = 0.4;
/** The widest a QR code prints on the army card (half an A4 page's column). */
export const QR_MAX_MM = 50;
const QR_MIN_MM = 30;
/** Up to this size (modules, border included) the code keeps error correction M; past it, L holds more. */
const M_UP_TO = 73;

export type PrintedQr = { size: number; data: boolean[][]; mm: number };

/**
 * A link as a QR code that prints readable: error correction M, or L when M would make the code
 * too dense, printed at least QR_MODULE_MM a module. Null when even that does not fit QR_MAX_MM
 * (a long shared list with long notes) or the link is past what a QR code holds.
 */
export function printedQr(url: string): PrintedQr | null {
  let qr: { size: number; data: boolean[][] };
  try {
    qr = encode(url, { ecc: "M", border: 2 });
    if (qr.size > M_UP_TO) qr = encode(url, { ecc: "L", border: 2 });
  } catch {
    // past the largest QR code ("Data too long")
    return null;
  }
  const mm = Math.max(QR_MIN_MM, Math.ceil(qr.size * QR_MODULE_MM));
  return mm > QR_MAX_MM ? null : { size: qr.size, data: qr.data, mm };
}
