/** The worked examples of RULES.md, exactly as printed there. */
export const RULES_EXAMPLE_ROSTER = {
  version: 1,
  name: "Штурм высоты",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 8, "platoon-commander": 1, banner: 1, lmg: 1 } }],
};

export const RULES_EXAMPLE_VICTORY = {
  version: 1,
  pointsLimit: 1000,
  players: [
    { name: "Red", objectives: 1, units: [{ points: 200, status: "destroyed" }] },
    { name: "Blue", objectives: 0, units: [{ points: 125, status: "damaged" }] },
  ],
};
export const RULES_EXAMPLE_VICTORY_RESULT = { victoryPoints: [362, 200], difference: 162, band: "MINOR_VICTORY", winner: 0 };
