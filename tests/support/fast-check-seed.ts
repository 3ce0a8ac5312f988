/**
 * Every fast-check property in the unit project runs from one fixed seed (a setup file of that
 * project, vitest.config.ts), so a run is the same on every machine and every time. A failing
 * property prints `{ seed: …, path: … }`; FC_SEED=<seed> runs the properties from another seed.
 */
import fc from "fast-check";

const DEFAULT_SEED = 20_260_409;
const raw = process.env.FC_SEED;
const seed = raw === undefined || raw.trim() === "" ? DEFAULT_SEED : Number(raw);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${JSON.stringify(raw)}`);

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
