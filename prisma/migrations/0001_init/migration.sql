-- CreateTable
CREATE TABLE "ArmyBook" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "talliesJson" TEXT NOT NULL,
    "weaponsJson" TEXT NOT NULL,
    "seededAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "UnitType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "armyBookId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "rarity" TEXT NOT NULL,
    "cost" INTEGER NOT NULL,
    "baseJson" TEXT NOT NULL,
    "compositionRu" TEXT NOT NULL,
    "compositionEn" TEXT NOT NULL,
    "mounted" BOOLEAN NOT NULL DEFAULT false,
    "weaponsJson" TEXT NOT NULL,
    "profileJson" TEXT NOT NULL,
    "constraintsJson" TEXT NOT NULL DEFAULT '[]',
    CONSTRAINT "UnitType_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UnitOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "unitTypeId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "category" TEXT,
    "costPoints" INTEGER NOT NULL,
    "costPer" TEXT NOT NULL,
    "costTally" TEXT,
    "max" INTEGER NOT NULL,
    "addsJson" TEXT NOT NULL DEFAULT '{}',
    "weapon" TEXT,
    "swapJson" TEXT,
    "noteRu" TEXT,
    "noteEn" TEXT,
    CONSTRAINT "UnitOption_unitTypeId_fkey" FOREIGN KEY ("unitTypeId") REFERENCES "UnitType" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Ability" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "armyBookId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "summaryRu" TEXT NOT NULL,
    "summaryEn" TEXT NOT NULL,
    "noteRu" TEXT,
    "noteEn" TEXT,
    "constraintsJson" TEXT NOT NULL DEFAULT '[]',
    CONSTRAINT "Ability_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UnitAbility" (
    "unitTypeId" INTEGER NOT NULL,
    "abilityId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    PRIMARY KEY ("unitTypeId", "abilityId"),
    CONSTRAINT "UnitAbility_unitTypeId_fkey" FOREIGN KEY ("unitTypeId") REFERENCES "UnitType" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UnitAbility_abilityId_fkey" FOREIGN KEY ("abilityId") REFERENCES "Ability" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArmyRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "armyBookId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "paramsJson" TEXT NOT NULL,
    "noteRu" TEXT,
    "noteEn" TEXT,
    CONSTRAINT "ArmyRule_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScoringRule" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "VictoryBand" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "maxPointsLimit" INTEGER,
    "band" TEXT NOT NULL,
    "minDifference" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "Roster" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "viewId" TEXT NOT NULL,
    "editKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "armyBook" TEXT NOT NULL,
    "pointsLimit" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "RosterUnit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "rosterId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "unitKey" TEXT NOT NULL,
    CONSTRAINT "RosterUnit_rosterId_fkey" FOREIGN KEY ("rosterId") REFERENCES "Roster" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RosterUnitOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "rosterUnitId" INTEGER NOT NULL,
    "optionKey" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "RosterUnitOption_rosterUnitId_fkey" FOREIGN KEY ("rosterUnitId") REFERENCES "RosterUnit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "UnitType_armyBookId_key_key" ON "UnitType"("armyBookId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "UnitOption_unitTypeId_key_key" ON "UnitOption"("unitTypeId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Ability_armyBookId_key_key" ON "Ability"("armyBookId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Roster_viewId_key" ON "Roster"("viewId");

-- CreateIndex
CREATE INDEX "RosterUnit_rosterId_idx" ON "RosterUnit"("rosterId");

-- CreateIndex
CREATE INDEX "RosterUnitOption_rosterUnitId_idx" ON "RosterUnitOption"("rosterUnitId");

