/** Words about a file the player picked, shared by the home page's import and an event's entry form. */
export const fileUi = {
  fileUnreadable: { ru: "Файл не читается: выберите его ещё раз.", en: "The file could not be read: pick it again." },
} as const;
