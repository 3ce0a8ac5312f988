import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.js, tried on code that breaks them and code that keeps them
 * (the linter judges text at a path, so nothing here is written to the tree).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import boundaries", { timeout: 60_000 }, () => {
  it("lib/ may not import React, Next, Prisma or server/", async () => {
    for (const source of ["react", "next/navigation", "@prisma/client", "../../server/db", "@/server/rosters"]) {
      const found = await problems("lib/roster/example.ts", `import { x } from "${source}";\nexport const y = x;\n`);
      expect(found.some((p) => p.startsWith("no-restricted-imports")), `${source}: ${found.join("; ")}`).toBe(true);
    }
    expect(await problems("lib/roster/example.ts", `import { z } from "zod";\nimport { ROSTER_LIMITS } from "./limits";\nexport const y = [z, ROSTER_LIMITS];\n`)).toEqual([]);
  });

  it("a client component may import types from server/, never values", async () => {
    const value = await problems("app/components/example.tsx", `"use client";\nimport { listRosters } from "@/server/rosters";\nexport const y = listRosters;\n`);
    expect(value.some((p) => p.startsWith("boundaries/client-no-server-values"))).toBe(true);
    const type = await problems("app/components/example.tsx", `"use client";\nimport type { RosterSummary } from "@/server/rosters";\nexport type Y = RosterSummary;\n`);
    expect(type).toEqual([]);
    // a server component may read server/ directly
    expect(await problems("app/components/example.tsx", `import { listRosters } from "@/server/rosters";\nexport const y = listRosters;\n`)).toEqual([]);
  });

  it('every server/ module imports "server-only"', async () => {
    const unmarked = await problems("server/example.ts", `export const y = 1;\n`);
    expect(unmarked.some((p) => p.startsWith("boundaries/server-only"))).toBe(true);
    expect(await problems("server/example.ts", `import "server-only";\nexport const y = 1;\n`)).toEqual([]);
  });

  it("app/ links through IntentLink, which prefetches a page only once its link is reached for", async () => {
    const direct = await problems("app/components/example.tsx", `import Link from "next/link";\nexport const A = () => <Link href="/">x</Link>;\n`);
    expect(direct.some((p) => p.startsWith("no-restricted-imports") && p.includes("IntentLink")), direct.join("; ")).toBe(true);
    expect(await problems("app/components/example.tsx", `import { IntentLink } from "./site/IntentLink";\nexport const A = () => <IntentLink href="/">x</IntentLink>;\n`)).toEqual([]);
  });

  it("React's hook rules hold everywhere, the builder included: no setState in an effect's body, no ref read during render", async () => {
    const setInEffect = `"use client";\nimport { useEffect, useState } from "react";\nexport function A() {\n  const [o, setO] = useState("");\n  useEffect(() => setO(window.location.origin), []);\n  return o;\n}\n`;
    const refInRender = `"use client";\nimport { useRef } from "react";\nexport function A({ v }: { v: number }) {\n  const last = useRef(v);\n  last.current = v;\n  return last.current;\n}\n`;
    for (const path of ["app/components/example.tsx", "app/components/builder/example.tsx"]) {
      expect((await problems(path, setInEffect)).some((p) => p.startsWith("react-hooks/set-state-in-effect")), path).toBe(true);
      expect((await problems(path, refInRender)).some((p) => p.startsWith("react-hooks/refs")), path).toBe(true);
    }
  });
});
