-- Army cards from data (generated with prisma migrate diff from the 0003 schema): the kinds of model a
-- card counts, each unit's models by role, who carries an option's weapon, and the options that give
-- a unit an ability. All JSON, all nullable (a book seeded before this migration reads as having none).

-- AlterTable
ALTER TABLE "ArmyBook" ADD COLUMN "rolesJson" TEXT;

-- AlterTable
ALTER TABLE "UnitType" ADD COLUMN "modelsJson" TEXT;

-- AlterTable
ALTER TABLE "UnitOption" ADD COLUMN "carriedByJson" TEXT;

-- AlterTable
ALTER TABLE "Ability" ADD COLUMN "grantedByJson" TEXT;

