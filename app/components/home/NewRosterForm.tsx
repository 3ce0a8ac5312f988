"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { createRosterAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import { newRosterSchema, type NewRoster } from "@/lib/roster/actions-schema";
import type { Lang } from "@/lib/text";
import { editUrl } from "@/lib/roster/links";
import { rememberKey } from "../key-store";
import { RosterHeadFields } from "../RosterHeadFields";
import { localisedResolver } from "../localised-resolver";
import { unreachable } from "../offline/unreachable";

/** A new, empty roster of one of the books the server holds (the newest version of it). */
export function NewRosterForm({ lang, books, defaultBook }: { lang: Lang; books: { id: string; name: string }[]; defaultBook: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewRoster>({
    resolver: localisedResolver(newRosterSchema, lang),
    defaultValues: { name: lang === "ru" ? "Новый ростер" : "New roster", pointsLimit: 1000, armyBook: defaultBook },
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await createRosterAction(JSON.stringify({ version: 1, ...values, units: [] })).catch(() => null);
    if (result?.status === "created") {
      rememberKey({ viewId: result.viewId, key: result.key });
      router.push(editUrl({ viewId: result.viewId, key: result.key }));
    } else if (result?.status === "invalid") {
      setServerError(result.errors.map((e) => e.message).join(" "));
    } else {
      setServerError(unreachable(lang));
    }
  });

  return (
    <form className="card new-roster" onSubmit={onSubmit} noValidate aria-labelledby="new-roster-title">
      <h2 id="new-roster-title">{t(lang, "newRoster")}</h2>
      <RosterHeadFields lang={lang} prefix="new" register={register} errors={formState.errors} />
      <div className="field">
        <label htmlFor="new-book">{t(lang, "armyBook")}</label>
        <select id="new-book" {...register("armyBook")}>
          {books.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t(lang, "creating") : t(lang, "create")}
      </button>
      {serverError && <p className="field-error" role="alert">{serverError}</p>}
    </form>
  );
}
