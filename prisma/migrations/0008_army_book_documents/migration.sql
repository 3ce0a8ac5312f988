-- Each army-book version becomes one JSON document, as data/*.army-book.json declares it, in place
-- of the six tables it was split into. The document is built here from those tables exactly as
-- server/data/army-books.ts read them back before: an optional entry that is absent (a NULL column,
-- an empty list of constraints, a `false` flag) is left out. json_patch drops the NULL members of
-- its second argument only, so nulls a book means (a unit's save "open": null) are kept.
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;

CREATE TABLE "new_ArmyBook" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bookId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "document" TEXT NOT NULL,
    "seededAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

INSERT INTO "new_ArmyBook" ("id", "bookId", "version", "document", "seededAt")
SELECT b."id", b."bookId", b."version", json_patch(json_object(
    'id', b."bookId",
    'version', b."version",
    'name', json_object('ru', b."nameRu", 'en', b."nameEn"),
    'tallies', json(b."talliesJson"),
    -- seeded before migration 0004 (roles) or 0005 (nouns): none
    'roles', json(coalesce(b."rolesJson", '{}')),
    'nouns', json(coalesce(b."nounsJson", '{}')),
    'weapons', json(b."weaponsJson"),
    'armyRules', json((SELECT json_group_array(json(json_patch(
        json_patch(json_object('type', r."type", 'code', r."code"), r."paramsJson"),
        json_object('note', CASE WHEN r."noteRu" IS NOT NULL AND r."noteEn" IS NOT NULL THEN json_object('ru', r."noteRu", 'en', r."noteEn") END)
      )) ORDER BY r."position") FROM "ArmyRule" r WHERE r."armyBookId" = b."id")),
    'abilities', json((SELECT json_group_array(json(json_patch(
        json_object('id', a."key", 'name', json_object('ru', a."nameRu", 'en', a."nameEn"), 'summary', json_object('ru', a."summaryRu", 'en', a."summaryEn")),
        json_object(
          'note', CASE WHEN a."noteRu" IS NOT NULL AND a."noteEn" IS NOT NULL THEN json_object('ru', a."noteRu", 'en', a."noteEn") END,
          'truncated', CASE WHEN a."truncated" THEN json('true') END,
          'grantedBy', json(a."grantedByJson"),
          'constraints', CASE WHEN json_array_length(a."constraintsJson") > 0 THEN json(a."constraintsJson") END)
      )) ORDER BY a."id") FROM "Ability" a WHERE a."armyBookId" = b."id")),
    'units', json((SELECT json_group_array(json_object(
        'id', u."key",
        'name', json_object('ru', u."nameRu", 'en', u."nameEn"),
        'rarity', u."rarity",
        'cost', u."cost",
        'base', json(u."baseJson"),
        'composition', json_object('ru', u."compositionRu", 'en', u."compositionEn"),
        'models', json(coalesce(u."modelsJson", '[]')),
        'mounted', json(CASE WHEN u."mounted" THEN 'true' ELSE 'false' END),
        'weapons', json(u."weaponsJson"),
        'profile', json(u."profileJson"),
        'abilities', json((SELECT json_group_array(ab."key" ORDER BY ua."position") FROM "UnitAbility" ua JOIN "Ability" ab ON ab."id" = ua."abilityId" WHERE ua."unitTypeId" = u."id")),
        'options', json((SELECT json_group_array(json(json_patch(
            json_object(
              'id', o."key",
              'name', json_object('ru', o."nameRu", 'en', o."nameEn"),
              'kind', o."kind",
              'cost', json_patch(json_object('points', o."costPoints", 'per', o."costPer"), json_object('tally', o."costTally")),
              'max', o."max"),
            json_object(
              'category', o."category",
              'adds', CASE WHEN o."addsJson" <> '{}' THEN json(o."addsJson") END,
              'weapon', o."weapon",
              'mounts', json(o."mountsJson"),
              'carriedBy', json(o."carriedByJson"),
              'swap', json(o."swapJson"),
              'note', CASE WHEN o."noteRu" IS NOT NULL AND o."noteEn" IS NOT NULL THEN json_object('ru', o."noteRu", 'en', o."noteEn") END)
          )) ORDER BY o."position") FROM "UnitOption" o WHERE o."unitTypeId" = u."id")),
        'constraints', json(u."constraintsJson")
      ) ORDER BY u."position") FROM "UnitType" u WHERE u."armyBookId" = b."id"))
  ), json_object('legacyShareCodes', CASE WHEN b."legacyShareCodes" THEN json('true') END)), b."seededAt"
FROM "ArmyBook" b;

DROP TABLE "UnitAbility";
DROP TABLE "UnitOption";
DROP TABLE "UnitType";
DROP TABLE "Ability";
DROP TABLE "ArmyRule";
DROP TABLE "ArmyBook";
ALTER TABLE "new_ArmyBook" RENAME TO "ArmyBook";
CREATE UNIQUE INDEX "ArmyBook_bookId_version_key" ON "ArmyBook"("bookId", "version");

PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
