-- CreateTable
CREATE TABLE "PublishedBook" (
    "bookId" TEXT NOT NULL,
    "authorKeyHash" TEXT,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PublishedBook_pkey" PRIMARY KEY ("bookId")
);

