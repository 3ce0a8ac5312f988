-- CreateTable
CREATE TABLE "PublishedBook" (
    "bookId" TEXT NOT NULL PRIMARY KEY,
    "authorName" TEXT NOT NULL,
    "authorKeyHash" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" DATETIME
);

