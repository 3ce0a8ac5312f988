import { describe, expect, it } from "vitest";
import { copyName } from "@/lib/roster/copy-name";
import { nameSchema } from "@/lib/roster/schema";
import { ROSTER_LIMITS } from "@/lib/roster/limits";

describe("a copy's name", () => {
  it("is the name and the word in brackets, in either language", () => {
    expect(copyName("Rifle company", "copy")).toBe("Rifle company (copy)");
    expect(copyName("Штурм", "копия")).toBe("Штурм (копия)");
  });

  it("fits the name's limit exactly at the boundary, and shortens a longer name by code points, never the suffix", () => {
    const max = ROSTER_LIMITS.nameMax;
    const fits = "a".repeat(max - " (copy)".length);
    expect(copyName(fits, "copy")).toBe(`${fits} (copy)`);
    expect([...copyName(fits, "copy")]).toHaveLength(max);
    // one more character: the name gives way, the suffix stays whole
    const over = "🪖".repeat(max - " (copy)".length + 1);
    const copy = copyName(over, "copy");
    expect([...copy]).toHaveLength(max);
    expect(copy).toBe(`${"🪖".repeat(max - " (copy)".length)} (copy)`);
    expect(nameSchema.safeParse(copy).success).toBe(true);
    expect(nameSchema.safeParse(copyName("x".repeat(max), "копия")).success).toBe(true);
  });
});
