import type { Lang } from "../text";
import { translator } from "./translate";

/** The book workshop's words (/books/new). */
export const workshopUi = {
  title: { ru: "Мастерская книг армий", en: "Army book workshop" },
  intro: {
    ru: "Вставьте или загрузите файл книги армии (JSON), посмотрите её страницу и карточку отряда, попробуйте ростер и опубликуйте: после этого по ней строят ростеры все игроки этого сервера.",
    en: "Paste or upload an army book file (JSON), look at its page and a unit's card, try a roster with it and publish it: then every player of this server can build with it.",
  },
  writeBook: { ru: "Написать книгу армии", en: "Write an army book" },
  source: { ru: "Файл книги (JSON)", en: "Book file (JSON)" },
  file: { ru: "Или выберите файл", en: "Or choose a file" },
  copyOf: { ru: "Начать с копии книги", en: "Start from a copy of" },
  copy: { ru: "Скопировать", en: "Copy" },
  copyLoading: { ru: "Загружаю…", en: "Loading…" },
  fileTooBig: { ru: "Файл больше 512 КБ.", en: "The file is larger than 512 KB." },
  problems: { ru: "Проблемы", en: "Problems" },
  idTaken: {
    ru: "id «{id}» уже занят книгой на этом сервере. Для новой книги смените «id»; новую версию своей книги публикуйте с её ключом автора (поле ниже).",
    en: 'The id "{id}" is taken by a book on this server. For a new book, change "id"; publish a new version of your own book with its author key (the field below).',
  },
  noProblems: { ru: "Проблем нет: книгу можно публиковать.", en: "No problems: the book can be published." },
  empty: { ru: "Вставьте книгу, чтобы её проверить.", en: "Paste a book to check it." },
  line: { ru: "Строка {n}", en: "Line {n}" },
  preview: { ru: "Как её увидят игроки", en: "What players will see" },
  cardOf: { ru: "Карточка отряда", en: "Unit card" },
  tryRoster: { ru: "Попробовать ростер", en: "Try a roster" },
  addUnit: { ru: "Добавить", en: "Add" },
  removeUnit: { ru: "Убрать", en: "Remove" },
  total: { ru: "Итого: {points} оч.", en: "Total: {points} pts" },
  publish: { ru: "Опубликовать", en: "Publish" },
  publishing: { ru: "Публикую…", en: "Publishing…" },
  published: { ru: "Опубликована: {name}, версия {version}.", en: "Published: {name}, version {version}." },
  authorKey: { ru: "Ключ автора", en: "Author key" },
  authorKeyWhy: {
    ru: "Он показан один раз: сохраните его. Только с ним публикуются следующие версии (исправления) книги.",
    en: "It is shown once: keep it. Only with it are the book's next versions (errata) published.",
  },
  errataKey: { ru: "Ключ автора (для новой версии своей книги)", en: "Author key (for a new version of your book)" },
  errataKeyWhy: {
    ru: "Пусто — новая книга. С ключом файл публикуется как следующая версия книги с тем же id: старые ростеры и ссылки сохранят свою версию.",
    en: "Empty: a new book. With the key, the file is published as the next version of the book with its id: old rosters and links keep theirs.",
  },
  openBook: { ru: "Открыть страницу книги", en: "Open the book's page" },
  newRoster: { ru: "Новый ростер по этой книге", en: "A new roster with this book" },
  guide: { ru: "Коротко о формате", en: "The format in short" },
  closed: { ru: "Публикация на этом сервере выключена.", en: "Publishing is turned off on this server." },
  failed: { ru: "Сервер не ответил: книга не опубликована, ваш текст на месте.", en: "The server did not answer: the book is not published, your text is still here." },
} satisfies Record<string, Record<Lang, string>>;

export const tw = translator(workshopUi);
