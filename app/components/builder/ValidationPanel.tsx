"use client";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

export type PanelError = { code: string; unit: number | null; option: string | null; message: string; target: string; unitLabel: string | null };

/** Every violation, each a link that moves focus to the field it is about. */
export function ValidationPanel({ lang, errors }: { lang: Lang; errors: PanelError[] }) {
  const go = (target: string) => {
    const el = document.getElementById(target);
    if (!el) return;
    el.scrollIntoView({ block: "center", behavior: "smooth" });
    (el as HTMLElement).focus({ preventScroll: true });
  };
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
                  go(e.target);
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
