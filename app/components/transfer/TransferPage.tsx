"use client";
import { useCallback, useMemo, useState } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import type { TransferEntry } from "@/lib/transfer/entries";
import type { KeyPair, MergePlan } from "@/lib/transfer/merge";
import { describeLinkFailure } from "@/lib/transfer/transfer-text";
import { decodeTransfer } from "@/lib/transfer/payload";
import type { Lang } from "@/lib/text";
import { MyRosters } from "../home/MyRosters";
import { addKeys } from "./device-keys";
import { ExportRosters } from "./ExportRosters";
import { ImportRostersFile } from "./ImportRostersFile";
import { MergeSummary } from "./MergeSummary";
import { ReceiveLink } from "./ReceiveLink";
import { SendLink } from "./SendLink";
import { useFragment } from "./useFragment";

/** "Move my rosters": a transfer link being opened, this browser's own link and QR code, the file, and My rosters. */
export function TransferPage({ lang }: { lang: Lang }) {
  const [payload, clearPayload] = useFragment();
  const decoded = useMemo(() => (payload === null ? null : decodeTransfer(payload)), [payload]);
  const [done, setDone] = useState<MergePlan<KeyPair> | null>(null);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const added = useCallback(
    (plan: MergePlan<KeyPair>) => {
      setDone(plan);
      changed();
    },
    [changed],
  );
  function addFromLink(entries: TransferEntry[]) {
    added(addKeys(entries));
    clearPayload();
  }

  return (
    <div className="transfer">
      <h1>{t(lang, "transferTitle")}</h1>
      <p className="home-intro">{t(lang, "transferIntro")}</p>
      <div role="status" className="transfer-done">
        {done && (
          <div className="notice">
            <MergeSummary lang={lang} plan={done} done />
          </div>
        )}
      </div>
      {decoded && !decoded.ok && (
        <section className="notice bad" role="alert" aria-labelledby="bad-link-title" data-reason={decoded.reason}>
          <h2 id="bad-link-title">{t(lang, "badLink")}</h2>
          <p>{describeLinkFailure(decoded, lang)}</p>
        </section>
      )}
      {decoded?.ok ? (
        <ReceiveLink lang={lang} entries={decoded.entries} onAdd={() => addFromLink(decoded.entries)} onDismiss={clearPayload} />
      ) : (
        <>
          <SendLink lang={lang} />
          <section className="card" aria-labelledby="file-title">
            <h2 id="file-title">{t(lang, "fileTitle")}</h2>
            <p className="muted">{t(lang, "fileIntro")}</p>
            <ExportRosters lang={lang} />
            <ImportRostersFile lang={lang} onAdded={added} onChanged={changed} />
          </section>
        </>
      )}
      <MyRosters key={version} lang={lang} moveLink={false} />
    </div>
  );
}
