"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { createRosterAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import type { NewRoster } from "@/lib/roster/actions-schema";
import type { Lang } from "@/lib/text";
import { editUrl } from "@/lib/roster/links";
import { rememberKey } from "../key-store";
import { RosterHeadFields } from "../RosterHeadFields";
import { lazyModule } from "../lazy-module";
import { useLazyResolver } from "../lazy-resolver";
import { unreachable } from "../offline/unreachable";

export type BookChoice = { id: string; name: string; author?: string | undefined; version: number };

const newRosterChecks = lazyModule(() => import("./new-roster-check"));

/** Past this many books the choice gets a search field. */
const SEARCH_FROM = 7;

/**
 * A new, empty roster of one of the books the server offers (the newest version of it), each
 * named as its author named it, with who wrote it and its version under the choice.
 */
export function NewRosterForm({ lang, books, defaultBook }: { lang: Lang; books: BookChoice[]; defaultBook: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const { resolver, preload } = useLazyResolver(newRosterChecks.load, (checks) => checks.newRosterResolver(lang), () => unreachable(lang));
  const { register, handleSubmit, formState, control, setValue, clearErrors } = useForm<NewRoster>({
    resolver,
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

  const chosenId = useWatch({ control, name: "armyBook" });
  const chosen = books.find((b) => b.id === chosenId);
  /** Whether a book's name or author holds what was searched for. */
  const matches = (b: BookChoice, text: string) => `${b.name} ${b.author ?? ""}`.toLocaleLowerCase(lang).includes(text.trim().toLocaleLowerCase(lang));
  // the chosen book stays listed, so that the choice never shows a book it does not hold
  const shown = search.trim() === "" ? books : books.filter((b) => matches(b, search) || b.id === chosen?.id);
  const onSearch = (text: string) => {
    setSearch(text);
    // the choice follows the search to the first book it finds
    const first = text.trim() === "" ? undefined : books.find((b) => matches(b, text));
    if (first) setValue("armyBook", first.id);
  };

  return (
    <form className="card new-roster" onSubmit={onSubmit} onFocus={preload} onPointerDown={preload} onChange={() => formState.errors.root && clearErrors("root")} noValidate aria-labelledby="new-roster-title">
      <h2 id="new-roster-title">{t(lang, "newRoster")}</h2>
      <RosterHeadFields
        lang={lang}
        prefix="new"
        name={register("name")}
        pointsLimit={register("pointsLimit", { valueAsNumber: true })}
        errors={{ name: formState.errors.name?.message, pointsLimit: formState.errors.pointsLimit?.message }}
      />
      {books.length >= SEARCH_FROM && (
        <div className="field">
          <label htmlFor="new-book-search">{t(lang, "findBook")}</label>
          <input id="new-book-search" type="search" value={search} onChange={(e) => onSearch(e.target.value)} autoComplete="off" />
        </div>
      )}
      <div className="field">
        <label htmlFor="new-book">{t(lang, "armyBook")}</label>
        <select id="new-book" {...register("armyBook")} aria-describedby="new-book-about">
          {shown.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <p id="new-book-about" className="muted small">
          {chosen && [chosen.author ? t(lang, "bookBy", { author: chosen.author }) : null, t(lang, "bookVersion", { version: chosen.version })].filter(Boolean).join(" · ")}
        </p>
      </div>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t(lang, "creating") : t(lang, "create")}
      </button>
      {(serverError ?? formState.errors.root?.message) && (
        <p className="field-error" role="alert">
          {serverError ?? formState.errors.root?.message}
        </p>
      )}
    </form>
  );
}
