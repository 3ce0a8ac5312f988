-- A roster's units move from a row per unit (RosterUnit) and a row per option (RosterUnitOption)
-- into one JSON column on the roster: the v1 `units` list, in order, options in the order saved.
ALTER TABLE "Roster" ADD COLUMN "units" TEXT NOT NULL DEFAULT '[]';

UPDATE "Roster" SET "units" = (
  SELECT COALESCE(json_group_array(json("unit")), '[]')
  FROM (
    SELECT CASE WHEN EXISTS (SELECT 1 FROM "RosterUnitOption" o WHERE o."rosterUnitId" = u."id")
      THEN json_object('unit', u."unitKey", 'options', (
        SELECT json_group_object("optionKey", "count")
        FROM (SELECT "optionKey", "count" FROM "RosterUnitOption" o WHERE o."rosterUnitId" = u."id" ORDER BY o."id")
      ))
      ELSE json_object('unit', u."unitKey")
    END AS "unit"
    FROM "RosterUnit" u WHERE u."rosterId" = "Roster"."id" ORDER BY u."position"
  )
);

DROP TABLE "RosterUnitOption";
DROP TABLE "RosterUnit";
