-- Messages as data (generated with prisma migrate diff from the 0004 schema): the counted nouns the
-- book's message templates use. Nullable: a book seeded before this migration reads as having none
-- until the next seed replaces it.

-- AlterTable
ALTER TABLE "ArmyBook" ADD COLUMN "nounsJson" TEXT;
