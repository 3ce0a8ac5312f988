import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A small real file system to fill up (a full disk as a server meets it): a tmpfs of `size`
 * mounted in a temp dir. Needs root (as CI and the developers' machines run); null where it
 * cannot be mounted, so the caller can say so and skip.
 */
export function mountTmpfs(label: string, size = "1m"): { dir: string; unmount: () => void } | null {
  if (process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "pipe" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    unmount: () => {
      execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
