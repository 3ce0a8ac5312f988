"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { createEventAction } from "@/app/actions/events";
import { t } from "@/lib/i18n/events-ui";
import { EVENT_LIMITS, newEventSchema, type NewEvent } from "@/lib/events/schema";
import { adminPath } from "@/lib/events/links";
import { isoWithOffset } from "@/lib/events/time";
import { ROSTER_LIMITS } from "@/lib/roster/limits";
import type { Lang } from "@/lib/text";
import { useClientValue } from "../client-values";
import { localisedResolver } from "../localised-resolver";
import { useFieldError } from "../useFieldError";
import "./events.css";

export type CatalogBook = { id: string; name: string; versions: number[] };

/** The organiser's form: one schema with the server action and the API (lib/events/schema.ts). */
export function NewEventForm({ lang, books, defaultBook }: { lang: Lang; books: CatalogBook[]; defaultBook: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [deadlineLocal, setDeadlineLocal] = useState("");
  const schemaResolver = localisedResolver(newEventSchema, lang);
  const { register, handleSubmit, formState, setValue, setError, control } = useForm<NewEvent>({
    resolver: async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      // a deadline already past is said with the rest, not only once the rest is right (the server
      // checks it again, by its own clock)
      const at = Date.parse(values.deadline);
      if (!Number.isFinite(at) || at > Date.now() || result.errors.deadline) return result;
      return { values: {}, errors: { ...result.errors, deadline: { type: "past", message: t(lang, "deadlinePast") } } };
    },
    defaultValues: { name: "", pointsLimit: 1000, armyBook: defaultBook, deadline: "", entryLimit: EVENT_LIMITS.entriesMax },
    mode: "onTouched",
  });
  const chosenBook = useWatch({ control, name: "armyBook" });
  const errors = formState.errors;
  const fieldError = useFieldError(errors);
  const versions = books.find((b) => b.id === chosenBook)?.versions ?? [];

  // the reader's own time zone: the server does not know it
  const zone = useClientValue(() => {
    const offset = -new Date().getTimezoneOffset();
    const sign = offset < 0 ? "−" : "+";
    const hm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
    return `${Intl.DateTimeFormat().resolvedOptions().timeZone} (UTC${sign}${hm})`;
  }, "");

  function onDeadline(local: string) {
    setDeadlineLocal(local);
    const iso = local ? isoWithOffset(local, -new Date(local).getTimezoneOffset()) : null;
    setValue("deadline", iso ?? "", { shouldValidate: formState.isSubmitted });
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await createEventAction(values).catch(() => null);
    if (result?.status === "created") router.push(adminPath(result.id, result.adminKey));
    else if (result?.status === "invalid") {
      for (const e of result.errors) {
        const field = e.path?.[0];
        if (typeof field === "string" && field in newEventSchema.shape) setError(field as Path<NewEvent>, { message: e.message });
        else setServerError(e.message);
      }
    } else setServerError(t(lang, "unreachable"));
  });

  const described = (id: string, field: keyof NewEvent) => ({ "aria-invalid": !!errors[field], "aria-describedby": `${id}-error` });
  const errorAt = (id: string, field: keyof NewEvent, text?: string) => (
    <p id={`${id}-error`} className="field-error" role="alert">
      {errors[field] ? (text ?? fieldError(field)) : null}
    </p>
  );

  return (
    <form className="card ev-form" onSubmit={onSubmit} noValidate aria-labelledby="new-event-title">
      <h1 id="new-event-title">{t(lang, "newEvent")}</h1>
      <p className="muted">{t(lang, "newEventIntro")}</p>
      <div className="field">
        <label htmlFor="ev-name">{t(lang, "eventName")}</label>
        <input id="ev-name" maxLength={ROSTER_LIMITS.nameMax * 2} {...register("name")} {...described("ev-name", "name")} />
        {errorAt("ev-name", "name")}
      </div>
      <div className="field">
        <label htmlFor="ev-date">
          {t(lang, "eventDate")} <span className="muted">({t(lang, "optional")})</span>
        </label>
        <input id="ev-date" type="date" {...register("date", { setValueAs: (v: string) => (v ? v : undefined) })} {...described("ev-date", "date")} />
        {errorAt("ev-date", "date")}
      </div>
      <div className="field">
        <label htmlFor="ev-limit">{t(lang, "pointsLimit")}</label>
        <input id="ev-limit" type="number" inputMode="numeric" min={ROSTER_LIMITS.pointsMin} max={ROSTER_LIMITS.pointsMax} step={1} {...register("pointsLimit", { valueAsNumber: true })} {...described("ev-limit", "pointsLimit")} />
        {errorAt("ev-limit", "pointsLimit")}
      </div>
      <div className="field">
        <label htmlFor="ev-deadline">{t(lang, "deadline")}</label>
        <input id="ev-deadline" type="datetime-local" onChange={(e) => onDeadline(e.target.value)} onBlur={(e) => onDeadline(e.target.value)} {...described("ev-deadline", "deadline")} />
        <input type="hidden" {...register("deadline")} />
        <p className="ev-note" id="ev-zone">
          {zone && t(lang, "timeZone", { tz: zone })}
        </p>
        {errorAt("ev-deadline", "deadline", deadlineLocal ? undefined : t(lang, "deadlineNeeded"))}
      </div>
      <div className="field">
        <label htmlFor="ev-book">{t(lang, "armyBook")}</label>
        <select id="ev-book" {...register("armyBook", { onChange: () => setValue("bookVersion", undefined) })} {...described("ev-book", "armyBook")}>
          {books.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        {errorAt("ev-book", "armyBook")}
      </div>
      <div className="field">
        <label htmlFor="ev-version">
          {t(lang, "bookVersion")} <span className="muted">({t(lang, "optional")})</span>
        </label>
        <select id="ev-version" {...register("bookVersion", { setValueAs: (v: string | number | undefined) => (v === "" || v === undefined ? undefined : Number(v)) })} {...described("ev-version", "bookVersion")}>
          <option value="">{t(lang, "newestVersion")}</option>
          {versions.map((v) => (
            <option key={v} value={v}>
              {t(lang, "versionN", { n: v })}
            </option>
          ))}
        </select>
        {errorAt("ev-version", "bookVersion")}
      </div>
      <div className="field">
        <label htmlFor="ev-code">
          {t(lang, "entryCode")} <span className="muted">({t(lang, "optional")})</span>
        </label>
        <input id="ev-code" autoComplete="off" maxLength={EVENT_LIMITS.entryCodeMax * 2} {...register("entryCode", { setValueAs: (v: string) => (v.trim() ? v : undefined) })} {...described("ev-code", "entryCode")} aria-describedby="ev-code-error ev-code-hint" />
        <p className="ev-note" id="ev-code-hint">
          {t(lang, "entryCodeHint")}
        </p>
        {errorAt("ev-code", "entryCode")}
      </div>
      <div className="field">
        <label htmlFor="ev-entry-limit">{t(lang, "entryLimit")}</label>
        <input id="ev-entry-limit" type="number" inputMode="numeric" min={1} max={EVENT_LIMITS.entriesMax} {...register("entryLimit", { valueAsNumber: true })} {...described("ev-entry-limit", "entryLimit")} />
        {errorAt("ev-entry-limit", "entryLimit")}
      </div>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t(lang, "creatingEvent") : t(lang, "createEvent")}
      </button>
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}
