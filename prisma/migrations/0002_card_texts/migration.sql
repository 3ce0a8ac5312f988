-- An ability whose source text is cut off (shown as such on cards and in the army book).
ALTER TABLE "Ability" ADD COLUMN "truncated" BOOLEAN NOT NULL DEFAULT false;
-- A mount option (the AA mount) and the wounds of the weapon it carries.
ALTER TABLE "UnitOption" ADD COLUMN "mountsJson" TEXT;
