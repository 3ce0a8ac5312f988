import type { Lang } from "../text";
import { translator } from "./translate";

/** Messages of the books API (POST /api/books, POST /api/books/{id}/versions): one per error code it adds. */
export const booksApiMessages = {
  PUBLISHING_CLOSED: {
    ru: "Публикация книг армий на этом сервере выключена его администратором.",
    en: "Publishing army books is turned off on this server by its operator.",
  },
  BOOK_EXISTS: {
    ru: "Книга «{id}» уже есть на сервере. Новая версия публикуется ключом автора: POST /api/books/{id}/versions.",
    en: 'The server already holds a book "{id}". A new version is published with its author key: POST /api/books/{id}/versions.',
  },
  BOOK_NOT_FOUND: { ru: "Книги «{id}» нет на сервере.", en: 'The server holds no book "{id}".' },
  UNAUTHORIZED: {
    ru: "Нужен ключ автора этой книги: заголовок Authorization: Bearer <ключ>.",
    en: "The book's author key is needed: Authorization: Bearer <key>.",
  },
  NOT_NEXT_VERSION: { ru: "Следующая версия этой книги — {next}.", en: "The next version of this book is {next}." },
  OTHER_BOOK: { ru: "Файл — книга «{given}», а адрес — книги «{id}».", en: 'The file is the book "{given}"; the address is the book "{id}"\'s.' },
  LEGACY_CODES: {
    ru: "Старые коды ссылок принадлежат книге, которую поставляет сервер: опубликованная книга не может их взять.",
    en: "The old share codes belong to a book the server ships: a published book cannot take them.",
  },
} satisfies Record<string, Record<Lang, string>>;

export const booksApiText = translator(booksApiMessages);
