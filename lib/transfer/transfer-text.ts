import { countOf } from "../i18n/plural";
import { t } from "../i18n/transfer-ui";
import type { Lang } from "../text";
import type { FileFailure } from "./file";
import type { TransferFailure } from "./payload";

/** Why a transfer link cannot be used, in words a player understands. */
export function describeLinkFailure(f: TransferFailure, lang: Lang): string {
  switch (f.reason) {
    case "truncated":
    case "checksum":
      return t(lang, "linkWhy_checksum");
    case "format":
      return t(lang, "linkWhy_format", { format: f.format });
    case "too_many":
      return t(lang, "linkWhy_too_many", { count: f.count, max: f.max });
    default:
      return t(lang, `linkWhy_${f.reason}`);
  }
}

/** Why a file of my rosters cannot be read. */
export function describeFileFailure(f: FileFailure, lang: Lang): string {
  switch (f.reason) {
    case "too_large":
      return t(lang, "fileWhy_too_large", { mb: f.maxBytes / 1024 / 1024 });
    case "version":
      return t(lang, "fileWhy_version", { version: JSON.stringify(f.version) ?? "?" });
    case "shape":
      return t(lang, "fileWhy_shape", { path: f.path });
    default:
      return t(lang, `fileWhy_${f.reason}`);
  }
}

/** "3 rosters", "3 ростера". */
export const rostersCount = (lang: Lang, n: number) => countOf(lang, n, "roster");
