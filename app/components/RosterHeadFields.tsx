"use client";
import type { InputHTMLAttributes, Ref } from "react";
import { t } from "@/lib/i18n/builder-ui";
import { ROSTER_LIMITS } from "@/lib/roster/limits";
import type { Lang } from "@/lib/text";

/** What a field's input takes from its owner: react-hook-form's `register(…)`, or a value and its change handler. */
type FieldInput = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & { ref?: Ref<HTMLInputElement> };

/**
 * A roster's name and points limit, with their errors: the new-roster form (react-hook-form) and
 * the builder (its state) share it.
 */
export function RosterHeadFields(p: {
  lang: Lang;
  /** element ids: `${prefix}-name`, `${prefix}-points-limit` */
  prefix: string;
  name: FieldInput;
  pointsLimit: FieldInput;
  errors: { name?: string; pointsLimit?: string };
  nameClassName?: string;
}) {
  const name = `${p.prefix}-name`;
  const limit = `${p.prefix}-points-limit`;
  return (
    <>
      <div className={`field ${p.nameClassName ?? ""}`}>
        <label htmlFor={name}>{t(p.lang, "rosterName")}</label>
        <input id={name} {...p.name} aria-invalid={!!p.errors.name} aria-describedby={`${name}-error`} />
        <p id={`${name}-error`} className="field-error" role="alert">
          {p.errors.name}
        </p>
      </div>
      <div className="field">
        <label htmlFor={limit}>{t(p.lang, "pointsLimit")}</label>
        <input
          id={limit}
          type="number"
          inputMode="numeric"
          min={ROSTER_LIMITS.pointsMin}
          max={ROSTER_LIMITS.pointsMax}
          step={1}
          {...p.pointsLimit}
          aria-invalid={!!p.errors.pointsLimit}
          aria-describedby={`${limit}-error`}
        />
        <p id={`${limit}-error`} className="field-error" role="alert">
          {p.errors.pointsLimit}
        </p>
      </div>
    </>
  );
}
