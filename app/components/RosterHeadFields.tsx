"use client";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { t } from "@/lib/i18n/builder-ui";
import { ROSTER_LIMITS } from "@/lib/roster/limits";
import type { Lang } from "@/lib/text";
import { useFieldError } from "./useFieldError";

/** A roster's name and points limit, with their errors: the new-roster form and the builder share it. */
export function RosterHeadFields<T extends FieldValues>(p: {
  lang: Lang;
  /** element ids: `${prefix}-name`, `${prefix}-points-limit` */
  prefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  nameClassName?: string;
}) {
  const fieldError = useFieldError(p.errors);
  const name = `${p.prefix}-name`;
  const limit = `${p.prefix}-points-limit`;
  return (
    <>
      <div className={`field ${p.nameClassName ?? ""}`}>
        <label htmlFor={name}>{t(p.lang, "rosterName")}</label>
        <input id={name} {...p.register("name" as Path<T>)} aria-invalid={!!p.errors.name} aria-describedby={`${name}-error`} />
        <p id={`${name}-error`} className="field-error" role="alert">
          {fieldError("name")}
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
          step={50}
          {...p.register("pointsLimit" as Path<T>, { valueAsNumber: true })}
          aria-invalid={!!p.errors.pointsLimit}
          aria-describedby={`${limit}-error`}
        />
        <p id={`${limit}-error`} className="field-error" role="alert">
          {fieldError("pointsLimit")}
        </p>
      </div>
    </>
  );
}
