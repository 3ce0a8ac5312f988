-- Army books become history: one row per published version, never overwritten (issue 11).
-- Until now a seed replaced the book whole, so the copy in the database is only data/ as it was
-- seeded; it is dropped here and the next seed (npm run setup) writes it back as the first
-- version of the history. Saved rosters were all built with version 1.
DELETE FROM "UnitAbility";
DELETE FROM "UnitOption";
DELETE FROM "UnitType";
DELETE FROM "Ability";
DELETE FROM "ArmyRule";
DELETE FROM "ArmyBook";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ArmyBook" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bookId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "legacyShareCodes" BOOLEAN NOT NULL DEFAULT false,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "talliesJson" TEXT NOT NULL,
    "weaponsJson" TEXT NOT NULL,
    "rolesJson" TEXT,
    "nounsJson" TEXT,
    "seededAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
DROP TABLE "ArmyBook";
ALTER TABLE "new_ArmyBook" RENAME TO "ArmyBook";
CREATE UNIQUE INDEX "ArmyBook_bookId_version_key" ON "ArmyBook"("bookId", "version");
CREATE TABLE "new_Roster" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "viewId" TEXT NOT NULL,
    "editKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "armyBook" TEXT NOT NULL,
    "bookVersion" INTEGER NOT NULL DEFAULT 1,
    "pointsLimit" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "units" TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO "new_Roster" ("armyBook", "createdAt", "editKeyHash", "id", "name", "points", "pointsLimit", "units", "updatedAt", "valid", "version", "viewId") SELECT "armyBook", "createdAt", "editKeyHash", "id", "name", "points", "pointsLimit", "units", "updatedAt", "valid", "version", "viewId" FROM "Roster";
DROP TABLE "Roster";
ALTER TABLE "new_Roster" RENAME TO "Roster";
CREATE UNIQUE INDEX "Roster_viewId_key" ON "Roster"("viewId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

