import { describe, expect, it } from "vitest";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { describeViolation } from "../../lib/engine/messages";
import { book, roster } from "../support/book";

const unit = (id: string) => book.units.find((u) => u.id === id)!;
const option = (unitId: string, id: string) => unit(unitId).options.find((o) => o.id === id)!;
const ability = (id: string) => book.abilities.find((a) => a.id === id)!;

describe("display names (ids never change)", () => {
  it("the zampolit is a 'Political officer (zampolit)' in English", () => {
    expect(ability("zampolit").name.en).toBe("Political officer (zampolit)");
    expect(option("red-army-infantry", "zampolit").name.en).toMatch(/^Political officer \(zampolit\)/);
    expect(option("red-army-infantry", "zampolit").name.ru).toMatch(/^Замполит/);
  });

  it("Mountain Rifles read as men, not a weapon: 'Soviet Mountain Riflemen'", () => {
    expect(unit("mountain-rifles").name.en).toBe("Soviet Mountain Riflemen");
    expect(unit("mountain-rifles").name.ru).toBe("Советские Горные Стрелки");
  });

  it("HMG and heavy-calibre MG are told apart at a glance, in options and on cards; Russian says 'тяжёлый пулемёт'", () => {
    for (const u of ["red-army-infantry", "guards"]) {
      expect(option(u, "hmg").name).toEqual({ ru: "Тяжёлый пулемёт (Максим)", en: "HMG (Maxim)" });
      expect(option(u, "hcmg").name).toEqual({ ru: "Крупнокалиберный пулемёт 12,7 мм (ДШК)", en: "Heavy MG 12.7 mm (DShK)" });
    }
    expect(book.weapons.hmg!.name.ru).toMatch(/^тяжёлый пулемёт/);
    expect(book.weapons.hmg!.name.en).toBe("HMG (Maxim)");
    expect(book.weapons.hcmg!.name.en).toBe("Heavy MG 12.7 mm (DShK)");
    expect(JSON.stringify(book)).not.toMatch(/станковый/i);
  });

  it("messages keep the names' capitals inside a sentence", () => {
    const r = roster([{ unit: "red-army-infantry", options: { "aa-mount": 1 } }]);
    const [v] = evaluateRoster(book, r).violations;
    expect(describeViolation(book, r, v!, "en")).toBe("Anti-aircraft mount: needs HMG (Maxim) or heavy MG 12.7 mm (DShK) in this unit.");
    expect(describeViolation(book, r, v!, "ru")).toBe("Зенитная установка: нужен тяжёлый пулемёт (Максим) или крупнокалиберный пулемёт 12,7 мм (ДШК) в этом отряде.");
  });
});
