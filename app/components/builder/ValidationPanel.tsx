"use client";
import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";

export type PanelError = { code: string; unit: number | null; option: string | null; message: string; target: string; unitLabel: string | null };

/** Every violation, each a link that takes the player to the field it is about (opening its unit). */
export function ValidationPanel({ lang, errors, onGo }: { lang: Lang; errors: PanelError[]; onGo: (e: PanelError) => void }) {
  return (
    <section className={`card validation ${errors.length ? "bad" : "ok"}`} aria-labelledby="validation-title">
      <h2 id="validation-title" tabIndex={-1}>
        {t(lang, "problems")} <span className="count">{errors.length}</span>
      </h2>
      {errors.length === 0 ? (
        <p className="ok-text">{t(lang, "noProblems")}</p>
      ) : (
        <ul>
          {errors.map((e, i) => (
            <li key={i} data-code={e.code}>
              <a
                href={`#${e.target}`}
                onClick={(ev) => {
                  ev.preventDefault();
                  onGo(e);
                }}
              >
                <span className="where">{e.unitLabel ?? t(lang, "armyWide")}:</span> {e.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
