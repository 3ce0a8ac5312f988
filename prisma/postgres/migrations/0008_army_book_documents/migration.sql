-- The twin of prisma/migrations/0008_army_book_documents: each army-book version becomes one JSON
-- document, built from the six tables exactly as server/data/army-books.ts read them back before.
-- jsonb_strip_nulls is applied to the optional members only, so nulls a book means (a unit's save
-- "open": null) are kept; an empty list of constraints, an empty "adds" and a false flag are left out.
ALTER TABLE "ArmyBook" ADD COLUMN "document" TEXT;

UPDATE "ArmyBook" b SET "document" = (
  jsonb_build_object(
    'id', b."bookId",
    'version', b."version",
    'name', jsonb_build_object('ru', b."nameRu", 'en', b."nameEn"),
    'tallies', b."talliesJson"::jsonb,
    -- seeded before the roles or the nouns existed: none
    'roles', coalesce(b."rolesJson", '{}')::jsonb,
    'nouns', coalesce(b."nounsJson", '{}')::jsonb,
    'weapons', b."weaponsJson"::jsonb,
    'armyRules', coalesce((SELECT jsonb_agg(
        jsonb_build_object('type', r."type", 'code', r."code") || r."paramsJson"::jsonb
          || jsonb_strip_nulls(jsonb_build_object('note', CASE WHEN r."noteRu" IS NOT NULL AND r."noteEn" IS NOT NULL THEN jsonb_build_object('ru', r."noteRu", 'en', r."noteEn") END))
        ORDER BY r."position") FROM "ArmyRule" r WHERE r."armyBookId" = b."id"), '[]'::jsonb),
    'abilities', coalesce((SELECT jsonb_agg(
        jsonb_build_object('id', a."key", 'name', jsonb_build_object('ru', a."nameRu", 'en', a."nameEn"), 'summary', jsonb_build_object('ru', a."summaryRu", 'en', a."summaryEn"))
          || jsonb_strip_nulls(jsonb_build_object(
            'note', CASE WHEN a."noteRu" IS NOT NULL AND a."noteEn" IS NOT NULL THEN jsonb_build_object('ru', a."noteRu", 'en', a."noteEn") END,
            'truncated', CASE WHEN a."truncated" THEN to_jsonb(true) END,
            'grantedBy', a."grantedByJson"::jsonb,
            'constraints', CASE WHEN jsonb_array_length(a."constraintsJson"::jsonb) > 0 THEN a."constraintsJson"::jsonb END))
        ORDER BY a."id") FROM "Ability" a WHERE a."armyBookId" = b."id"), '[]'::jsonb),
    'units', coalesce((SELECT jsonb_agg(jsonb_build_object(
        'id', u."key",
        'name', jsonb_build_object('ru', u."nameRu", 'en', u."nameEn"),
        'rarity', u."rarity",
        'cost', u."cost",
        'base', u."baseJson"::jsonb,
        'composition', jsonb_build_object('ru', u."compositionRu", 'en', u."compositionEn"),
        'models', coalesce(u."modelsJson", '[]')::jsonb,
        'mounted', to_jsonb(u."mounted"),
        'weapons', u."weaponsJson"::jsonb,
        'profile', u."profileJson"::jsonb,
        'abilities', coalesce((SELECT jsonb_agg(ab."key" ORDER BY ua."position") FROM "UnitAbility" ua JOIN "Ability" ab ON ab."id" = ua."abilityId" WHERE ua."unitTypeId" = u."id"), '[]'::jsonb),
        'options', coalesce((SELECT jsonb_agg(
            jsonb_build_object(
              'id', o."key",
              'name', jsonb_build_object('ru', o."nameRu", 'en', o."nameEn"),
              'kind', o."kind",
              'cost', jsonb_build_object('points', o."costPoints", 'per', o."costPer") || jsonb_strip_nulls(jsonb_build_object('tally', o."costTally")),
              'max', o."max")
              || jsonb_strip_nulls(jsonb_build_object(
                'category', o."category",
                'adds', CASE WHEN o."addsJson"::jsonb <> '{}'::jsonb THEN o."addsJson"::jsonb END,
                'weapon', o."weapon",
                'mounts', o."mountsJson"::jsonb,
                'carriedBy', o."carriedByJson"::jsonb,
                'swap', o."swapJson"::jsonb,
                'note', CASE WHEN o."noteRu" IS NOT NULL AND o."noteEn" IS NOT NULL THEN jsonb_build_object('ru', o."noteRu", 'en', o."noteEn") END))
            ORDER BY o."position") FROM "UnitOption" o WHERE o."unitTypeId" = u."id"), '[]'::jsonb),
        'constraints', u."constraintsJson"::jsonb
      ) ORDER BY u."position") FROM "UnitType" u WHERE u."armyBookId" = b."id"), '[]'::jsonb)
  ) || jsonb_strip_nulls(jsonb_build_object('legacyShareCodes', CASE WHEN b."legacyShareCodes" THEN to_jsonb(true) END))
)::text;

ALTER TABLE "ArmyBook" ALTER COLUMN "document" SET NOT NULL,
DROP COLUMN "legacyShareCodes",
DROP COLUMN "nameEn",
DROP COLUMN "nameRu",
DROP COLUMN "nounsJson",
DROP COLUMN "rolesJson",
DROP COLUMN "talliesJson",
DROP COLUMN "weaponsJson";

DROP TABLE "UnitAbility";
DROP TABLE "UnitOption";
DROP TABLE "UnitType";
DROP TABLE "Ability";
DROP TABLE "ArmyRule";
