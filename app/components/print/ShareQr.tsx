"use client";
import { useMemo } from "react";
import { qrPath } from "@/lib/share/qr-path";
import { printedQr } from "@/lib/share/qr-code";
import { useOrigin } from "../client-values";

type Props = {
  /** "/s/<code>": the roster's share link on this server */
  path: string;
  /** "/r/<viewId>": a saved roster's page, a short link when the share link is too long for a code */
  savedPath?: string;
  /** the captions, in the page's language */
  text: { scan: string; scanSaved: string; tooLong: string };
  /** the book and its version, in words */
  book: string;
};

/**
 * The roster's share link on the army card, as a QR code and in words, absolute as the reader
 * addressed this server (its origin is only known in the browser: the cards of a shared roster are
 * a cached page, the same for every host). Scanned at the table, it opens the list. A share link
 * too long for a code that prints readable gives way to the saved roster's page, or to no code.
 */
export function ShareQr({ path, savedPath, text, book }: Props) {
  const origin = useOrigin();
  const chosen = useMemo(() => {
    if (!origin) return null;
    const share = printedQr(origin + path);
    if (share) return { url: origin + path, qr: share, caption: text.scan };
    const saved = savedPath ? printedQr(origin + savedPath) : null;
    return saved ? { url: origin + savedPath, qr: saved, caption: text.scanSaved } : { url: origin + path, qr: null, caption: text.tooLong };
  }, [origin, path, savedPath, text]);
  if (!chosen) return null;
  const { url, qr, caption } = chosen;
  return (
    <figure className="ac-qr" data-testid="card-qr" data-url={qr ? url : undefined}>
      {qr && (
        <svg role="img" aria-label={`${caption}: ${url}`} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" style={{ width: `${qr.mm}mm`, height: `${qr.mm}mm` }}>
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qrPath(qr.data)} fill="#000" />
        </svg>
      )}
      <figcaption>
        <span className="ac-qr-caption">{caption}</span>
        {/* a link too long for a code is too long to type from paper too */}
        {qr && <span className="ac-qr-url">{url}</span>}
        <span className="ac-qr-book">{book}</span>
      </figcaption>
    </figure>
  );
}
