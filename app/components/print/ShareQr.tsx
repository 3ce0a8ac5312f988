"use client";
import { useMemo } from "react";
import { encode } from "uqr";
import { qrPath } from "@/lib/share/qr-path";
import { useOrigin } from "../client-values";

type Props = {
  /** "/s/<code>": the roster's share link on this server */
  path: string;
  /** "Scan to open this list", in the page's language */
  caption: string;
  /** the book and its version, in words */
  book: string;
};

/**
 * The roster's share link on the army card, as a QR code and in words, absolute as the reader
 * addressed this server (its origin is only known in the browser: the cards of a shared roster are
 * a cached page, the same for every host). Scanned at the table, it opens the list.
 */
export function ShareQr({ path, caption, book }: Props) {
  const origin = useOrigin();
  const url = origin ? origin + path : "";
  const qr = useMemo(() => (url ? encode(url, { ecc: "M", border: 2 }) : null), [url]);
  if (!qr) return null;
  return (
    <figure className="ac-qr" data-testid="card-qr" data-url={url}>
      <svg role="img" aria-label={`${caption}: ${url}`} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qrPath(qr.data)} fill="#000" />
      </svg>
      <figcaption>
        <span className="ac-qr-caption">{caption}</span>
        <span className="ac-qr-url">{url}</span>
        <span className="ac-qr-book">{book}</span>
      </figcaption>
    </figure>
  );
}
