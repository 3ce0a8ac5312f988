-- An event's cap, its optional entry code, and how many errors each entry has in all (only the
-- first few are stored). The count of entries is kept by the database itself: a submission past
-- the cap fails inside its own INSERT, so no count-then-insert can race past it.
ALTER TABLE "Event" ADD COLUMN "entryLimit" INTEGER NOT NULL DEFAULT 500;
ALTER TABLE "Event" ADD COLUMN "entryCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Event" ADD COLUMN "entryCode" TEXT;
ALTER TABLE "EventEntry" ADD COLUMN "errorCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "Event" SET "entryCount" = (SELECT COUNT(*) FROM "EventEntry" WHERE "EventEntry"."eventId" = "Event"."id");
UPDATE "EventEntry" SET "errorCount" = json_array_length("errorsJson");

CREATE TRIGGER "EventEntry_count_insert" AFTER INSERT ON "EventEntry"
BEGIN
  SELECT RAISE(ABORT, 'EVENT_FULL') WHERE (SELECT "entryCount" >= "entryLimit" FROM "Event" WHERE "id" = NEW."eventId");
  UPDATE "Event" SET "entryCount" = "entryCount" + 1 WHERE "id" = NEW."eventId";
END;

CREATE TRIGGER "EventEntry_count_delete" AFTER DELETE ON "EventEntry"
BEGIN
  UPDATE "Event" SET "entryCount" = "entryCount" - 1 WHERE "id" = OLD."eventId";
END;
