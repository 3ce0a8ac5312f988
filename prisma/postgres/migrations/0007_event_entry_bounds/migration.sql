-- The twin of prisma/migrations/0007_event_entry_bounds. The cap is checked by the UPDATE that
-- takes the event row's lock: under READ COMMITTED a concurrent submission waits for it and then
-- sees the new count, so the event holds exactly entryLimit entries however many arrive at once.
ALTER TABLE "Event" ADD COLUMN "entryLimit" INTEGER NOT NULL DEFAULT 500;
ALTER TABLE "Event" ADD COLUMN "entryCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Event" ADD COLUMN "entryCode" TEXT;
ALTER TABLE "EventEntry" ADD COLUMN "errorCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "Event" SET "entryCount" = (SELECT COUNT(*) FROM "EventEntry" WHERE "EventEntry"."eventId" = "Event"."id");
UPDATE "EventEntry" SET "errorCount" = json_array_length("errorsJson"::json);

CREATE FUNCTION "EventEntry_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Event" SET "entryCount" = "entryCount" + 1 WHERE "id" = NEW."eventId" AND "entryCount" < "entryLimit";
    IF NOT FOUND THEN
      RAISE EXCEPTION 'EVENT_FULL' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  UPDATE "Event" SET "entryCount" = "entryCount" - 1 WHERE "id" = OLD."eventId";
  RETURN OLD;
END;
$$;

CREATE TRIGGER "EventEntry_count" AFTER INSERT OR DELETE ON "EventEntry"
FOR EACH ROW EXECUTE FUNCTION "EventEntry_count"();
