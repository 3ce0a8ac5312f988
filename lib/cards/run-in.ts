/** An ability's name as a run-in heading: "Scouts." but "Sabres out!", not "Sabres out!." */
export function runInHeading(name: string): string {
  return /[.!?…]$/u.test(name) ? name : `${name}.`;
}
