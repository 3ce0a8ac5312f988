import { describe, expect, it } from "vitest";
import { entriesPerPlayer, playerKey } from "../../lib/events/player-key";

describe("a player's name as retyped", () => {
  it("is the same name whatever its spaces and letter case", () => {
    expect(playerKey("  Иван  Петров ")).toBe(playerKey("иван петров"));
    expect(playerKey("Ivan")).toBe(playerKey("IVAN"));
    // "ё" typed as "е" and a combining diaeresis is the same letter
    expect(playerKey("Ковалёв")).toBe(playerKey("Ковале\u0308в"));
  });
  it("is another name with another letter", () => {
    expect(playerKey("Ivan")).not.toBe(playerKey("Ivana"));
    expect(playerKey("Иван Петров")).not.toBe(playerKey("ИванПетров"));
  });
  it("counts the entries under each name", () => {
    const counts = entriesPerPlayer(["Misha", " misha", "Lev"]);
    expect(counts.get(playerKey("MISHA"))).toBe(2);
    expect(counts.get(playerKey("Lev"))).toBe(1);
    expect(counts.get(playerKey("Ivan"))).toBeUndefined();
  });
});
