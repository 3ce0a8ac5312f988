import type { Roster } from "../../lib/roster/schema";

/**
 * A typical 2000-point army of 13 units, legal, with labels and notes: what a player takes to the
 * table (four Red Army Infantry squads with options, and one of most other units).
 */
export const tournamentRoster: Roster = {
  version: 1,
  name: "Оборона высоты 112",
  armyBook: "soviet",
  pointsLimit: 2000,
  units: [
    {
      unit: "red-army-infantry",
      label: "1-й взвод, штаб",
      note: "Left flank, behind the church wall",
      options: { "extra-soldiers": 5, "platoon-commander": 1, zampolit: 1, banner: 1, lmg: 1 },
    },
    { unit: "red-army-infantry", label: "2nd squad (AA)", options: { "extra-soldiers": 6, hmg: 1, "aa-mount": 1 } },
    { unit: "red-army-infantry", options: { smg: 1 } },
    { unit: "red-army-infantry" },
    { unit: "guards" },
    { unit: "naval-infantry" },
    { unit: "mountain-rifles" },
    { unit: "cavalry" },
    { unit: "dog-tank-hunters", options: { dogs: 3 } },
    { unit: "assault-group", options: { "magnetic-mines": 1 } },
    { unit: "snipers", options: { spotter: 1, dummy: 1 } },
    { unit: "scouts", options: { parachutes: 1 } },
    { unit: "cossacks" },
  ],
};
