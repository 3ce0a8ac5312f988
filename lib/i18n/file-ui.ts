/** Words about a file the player picked, shared by the home page's import and an event's entry form. */
export const fileUi = {
  fileUnreadable: { ru: "Файл не читается: выберите его ещё раз.", en: "The file could not be read: pick it again." },
  fileNotText: { ru: "Это не текстовый файл: ростер — это файл .json или текст кнопки «Копировать текстом».", en: "This is not a text file: a roster is a .json file or the text “Copy as text” gives." },
} as const;
