-- Options move from one row each (RosterUnitOption) into a JSON column on their unit.
ALTER TABLE "RosterUnit" ADD COLUMN "options" TEXT NOT NULL DEFAULT '{}';

UPDATE "RosterUnit" SET "options" = (
  SELECT COALESCE(json_group_object("optionKey", "count"), '{}')
  FROM (SELECT "optionKey", "count" FROM "RosterUnitOption" WHERE "rosterUnitId" = "RosterUnit"."id" ORDER BY "id")
);

DROP TABLE "RosterUnitOption";
