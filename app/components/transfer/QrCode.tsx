"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import { qrPath } from "@/lib/share/qr-path";
import type { Lang } from "@/lib/text";

type Drawn = { size: number; path: string } | "too_big";

/** A QR code of `text`, drawn here as SVG; the encoder is loaded only when a code is shown. */
export function QrCode({ lang, text }: { lang: Lang; text: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      let next: Drawn;
      try {
        const qr = encode(text, { ecc: "L", boostEcc: true, border: 2 });
        next = { size: qr.size, path: qrPath(qr.data) };
      } catch {
        next = "too_big"; // past the largest QR code (version 40)
      }
      if (live) setDrawn(next);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (drawn === null) return <p className="muted">{t(lang, "loading")}</p>;
  if (drawn === "too_big") return <p className="muted">{t(lang, "qrTooBig")}</p>;
  return (
    <figure className="qr">
      <svg role="img" aria-labelledby="qr-caption" viewBox={`0 0 ${drawn.size} ${drawn.size}`} shapeRendering="crispEdges" data-testid="transfer-qr">
        <rect width={drawn.size} height={drawn.size} fill="#fff" />
        <path d={drawn.path} fill="#000" />
      </svg>
      <figcaption id="qr-caption" className="muted">{t(lang, "qrLabel")}</figcaption>
    </figure>
  );
}
