-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "ArmyBook" (
    "id" TEXT NOT NULL,
    "bookId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "legacyShareCodes" BOOLEAN NOT NULL DEFAULT false,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "talliesJson" TEXT NOT NULL,
    "weaponsJson" TEXT NOT NULL,
    "rolesJson" TEXT,
    "nounsJson" TEXT,
    "seededAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArmyBook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitType" (
    "id" SERIAL NOT NULL,
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
    "modelsJson" TEXT,
    "mounted" BOOLEAN NOT NULL DEFAULT false,
    "weaponsJson" TEXT NOT NULL,
    "profileJson" TEXT NOT NULL,
    "constraintsJson" TEXT NOT NULL DEFAULT '[]',

    CONSTRAINT "UnitType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitOption" (
    "id" SERIAL NOT NULL,
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
    "mountsJson" TEXT,
    "carriedByJson" TEXT,
    "noteRu" TEXT,
    "noteEn" TEXT,

    CONSTRAINT "UnitOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ability" (
    "id" SERIAL NOT NULL,
    "armyBookId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "nameRu" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "summaryRu" TEXT NOT NULL,
    "summaryEn" TEXT NOT NULL,
    "noteRu" TEXT,
    "noteEn" TEXT,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "grantedByJson" TEXT,
    "constraintsJson" TEXT NOT NULL DEFAULT '[]',

    CONSTRAINT "Ability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitAbility" (
    "unitTypeId" INTEGER NOT NULL,
    "abilityId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "UnitAbility_pkey" PRIMARY KEY ("unitTypeId","abilityId")
);

-- CreateTable
CREATE TABLE "ArmyRule" (
    "id" SERIAL NOT NULL,
    "armyBookId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "paramsJson" TEXT NOT NULL,
    "noteRu" TEXT,
    "noteEn" TEXT,

    CONSTRAINT "ArmyRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScoringRule" (
    "key" TEXT NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "ScoringRule_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "VictoryBand" (
    "id" SERIAL NOT NULL,
    "maxPointsLimit" INTEGER,
    "band" TEXT NOT NULL,
    "minDifference" INTEGER NOT NULL,

    CONSTRAINT "VictoryBand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Roster" (
    "id" TEXT NOT NULL,
    "viewId" TEXT NOT NULL,
    "editKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "armyBook" TEXT NOT NULL,
    "bookVersion" INTEGER NOT NULL DEFAULT 1,
    "pointsLimit" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "units" TEXT NOT NULL DEFAULT '[]',

    CONSTRAINT "Roster_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "publicId" TEXT NOT NULL,
    "adminKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "date" TEXT,
    "pointsLimit" INTEGER NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "armyBook" TEXT NOT NULL,
    "bookVersion" INTEGER,
    "mode" TEXT NOT NULL DEFAULT 'deadline',
    "listsPublic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventEntry" (
    "id" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "entryKeyHash" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "rosterName" TEXT NOT NULL,
    "rosterJson" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "errorsJson" TEXT NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ArmyBook_bookId_version_key" ON "ArmyBook"("bookId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "UnitType_armyBookId_key_key" ON "UnitType"("armyBookId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "UnitOption_unitTypeId_key_key" ON "UnitOption"("unitTypeId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Ability_armyBookId_key_key" ON "Ability"("armyBookId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Roster_viewId_key" ON "Roster"("viewId");

-- CreateIndex
CREATE UNIQUE INDEX "Event_publicId_key" ON "Event"("publicId");

-- CreateIndex
CREATE UNIQUE INDEX "EventEntry_entryId_key" ON "EventEntry"("entryId");

-- CreateIndex
CREATE INDEX "EventEntry_eventId_submittedAt_idx" ON "EventEntry"("eventId", "submittedAt");

-- AddForeignKey
ALTER TABLE "UnitType" ADD CONSTRAINT "UnitType_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnitOption" ADD CONSTRAINT "UnitOption_unitTypeId_fkey" FOREIGN KEY ("unitTypeId") REFERENCES "UnitType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ability" ADD CONSTRAINT "Ability_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnitAbility" ADD CONSTRAINT "UnitAbility_unitTypeId_fkey" FOREIGN KEY ("unitTypeId") REFERENCES "UnitType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnitAbility" ADD CONSTRAINT "UnitAbility_abilityId_fkey" FOREIGN KEY ("abilityId") REFERENCES "Ability"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArmyRule" ADD CONSTRAINT "ArmyRule_armyBookId_fkey" FOREIGN KEY ("armyBookId") REFERENCES "ArmyBook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventEntry" ADD CONSTRAINT "EventEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

