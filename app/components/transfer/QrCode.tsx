"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import type { Lang } from "@/lib/text";

type Drawn = { size: number; path: string } | "too_big";

/** One path of dark modules, a run of them in a row at a time. */
function pathOf(rows: boolean[][]): string {
  let d = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return d;
}

/** A QR code of `text`, drawn here as SVG; the encoder is loaded only when a code is shown. */
export function QrCode({ lang, text }: { lang: Lang; text: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      let next: Drawn;
      try {
        const qr = encode(text, { ecc: "L", boostEcc: true, border: 2 });
        next = { size: qr.size, path: pathOf(qr.data) };
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
