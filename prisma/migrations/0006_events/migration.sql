-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "publicId" TEXT NOT NULL,
    "adminKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "date" TEXT,
    "pointsLimit" INTEGER NOT NULL,
    "deadline" DATETIME NOT NULL,
    "armyBook" TEXT NOT NULL,
    "bookVersion" INTEGER,
    "mode" TEXT NOT NULL DEFAULT 'deadline',
    "listsPublic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "EventEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "entryId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "entryKeyHash" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "rosterName" TEXT NOT NULL,
    "rosterJson" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "errorsJson" TEXT NOT NULL,
    "submittedAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "EventEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_publicId_key" ON "Event"("publicId");

-- CreateIndex
CREATE UNIQUE INDEX "EventEntry_entryId_key" ON "EventEntry"("entryId");

-- CreateIndex
CREATE INDEX "EventEntry_eventId_submittedAt_idx" ON "EventEntry"("eventId", "submittedAt");

