-- CreateTable
CREATE TABLE "PublishedBook" (
    "bookId" TEXT NOT NULL PRIMARY KEY,
    "authorKeyHash" TEXT,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" DATETIME
);

