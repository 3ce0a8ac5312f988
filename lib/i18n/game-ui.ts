import type { Lang } from "../text";
import { translator } from "./translate";

/** The strings of game mode (/r/<id>/game): the start form, the tracker and the end of the game. */
export const gameUi = {
  gameTitle: { ru: "Игра: {name}", en: "Game: {name}" },
  gameLoading: { ru: "Открываем игру…", en: "Opening the game…" },
  savedHere: {
    ru: "Игра хранится в этом браузере и идёт без сети: каждое нажатие сохраняется сразу.",
    en: "The game is kept in this browser and runs without the network: every tap is saved at once.",
  },
  damagedGame: {
    ru: "Сохранённую здесь игру не удалось прочитать (запись повреждена) — начните новую.",
    en: "The game saved here could not be read (the entry is damaged) — start a new one.",
  },
  storageFull: {
    ru: "Браузер не сохраняет игру (память недоступна): закрыв вкладку, вы её потеряете.",
    en: "The browser is not saving the game (storage unavailable): closing the tab would lose it.",
  },
  // start form
  myName: { ru: "Ваша сторона", en: "Your side" },
  opponent: { ru: "Соперник", en: "Opponent" },
  opponentName: { ru: "Имя соперника", en: "Opponent's name" },
  ofSide: { ru: "{label} ({side})", en: "{label} ({side})" },
  opponentByLink: { ru: "Ростер соперника по ссылке", en: "Opponent's roster by link" },
  opponentLinkHelp: {
    ru: "Ссылка-снимок (/s/…) или ссылка на просмотр (/r/…). Для загрузки нужна сеть; сама игра идёт без неё.",
    en: "A snapshot link (/s/…) or a view link (/r/…). Loading it needs the network; the game itself does not.",
  },
  offlineLoad: {
    ru: "Нет сети: ростер соперника сейчас не загрузить. Введите его отряды вручную или попробуйте, когда сеть появится.",
    en: "No network: the opponent's roster cannot be loaded now. Enter the units by hand, or try again when online.",
  },
  opponentLoaded: { ru: "Загружен ростер «{name}»: {units}.", en: "Loaded “{name}”: {units}." },
  clearOpponent: { ru: "Ввести вручную", en: "Enter by hand instead" },
  opponentByHand: { ru: "Или отряды соперника вручную", en: "Or the opponent's units by hand" },
  handUnitName: { ru: "Название отряда {n}", en: "Name of unit {n}" },
  handUnitPoints: { ru: "Очки отряда {n}", en: "Points of unit {n}" },
  objectivesOnTable: { ru: "Объектов на столе", en: "Objectives on the table" },
  begin: { ru: "Начать", en: "Start" },
  // tracker
  turnOf: { ru: "Ход {n} из {of}", en: "Turn {n} of {of}" },
  prevTurn: { ru: "Предыдущий ход", en: "Previous turn" },
  nextTurn: { ru: "Следующий ход", en: "Next turn" },
  casualty: { ru: "Потеря: {unit}, {group}", en: "Casualty: {unit}, {group}" },
  revive: { ru: "Вернуть потерю: {unit}, {group}", en: "Take back a casualty: {unit}, {group}" },
  lostOf: { ru: "потеряно {lost} из {boxes}", en: "{lost} of {boxes} lost" },
  heavyLost: { ru: "Потеряно тяжёлого вооружения", en: "Heavy weapons lost" },
  heavyMore: { ru: "Потеряно тяжёлое оружие: {unit}", en: "Heavy weapon lost: {unit}" },
  heavyLess: { ru: "Вернуть тяжёлое оружие: {unit}", en: "Heavy weapon back: {unit}" },
  pinned: { ru: "Прижат", en: "Pinned" },
  entrenched: { ru: "Окопался", en: "Entrenched" },
  markerOf: { ru: "{marker}: {unit}", en: "{marker}: {unit}" },
  statusOf: { ru: "Статус: {unit}", en: "Status: {unit}" },
  byLosses: { ru: "По потерям", en: "By losses" },
  byLossesNow: { ru: "по потерям: {status}", en: "by losses: {status}" },
  noBoxes: { ru: "Отряд введён вручную: отметьте его статус.", en: "Entered by hand: set its status." },
  objectivesHeldBy: { ru: "{name} — удержано объектов", en: "{name} — objectives held" },
  moreObjectives: { ru: "Больше объектов: {name}", en: "More objectives: {name}" },
  fewerObjectives: { ru: "Меньше объектов: {name}", en: "Fewer objectives: {name}" },
  ifEndedNow: { ru: "Если закончить сейчас:", en: "If the game ended now:" },
  bandFor: { ru: "{band}: {name}", en: "{band} for {name}" },
  endGame: { ru: "Закончить игру", en: "End game" },
  backToGame: { ru: "Вернуться к игре", en: "Back to the game" },
  newGame: { ru: "Новая игра", en: "New game" },
  confirmNewGame: { ru: "Удалить эту игру и начать заново?", en: "Delete this game and start over?" },
  yesNewGame: { ru: "Да, новая игра", en: "Yes, new game" },
  // refusals, said at the field they were aimed at
  refuseAllLost: { ru: "{group}: уже потеряны все ({count}).", en: "{group}: all lost already ({count})." },
  refuseNoneLost: { ru: "{group}: нет отмеченных потерь — нечего возвращать.", en: "{group}: no casualty marked — nothing to take back." },
  refuseHeavyNegative: { ru: "Потерянного тяжёлого вооружения не может быть меньше нуля.", en: "Heavy weapons lost cannot go below zero." },
  refuseHeavyAbove: { ru: "В отряде всего {count} — больше потерять нельзя.", en: "The unit has {count} — no more can be lost." },
  refuseNoHeavy: { ru: "В отряде нет тяжёлого вооружения.", en: "The unit has no heavy weapons." },
  refuseObjectivesNegative: { ru: "Объектов не может быть меньше нуля.", en: "Objectives cannot go below zero." },
  refuseObjectivesAbove: { ru: "Не больше {max}: на столе {total}, остальные у соперника.", en: "At most {max}: the table has {total}, the rest are the other side's." },
  refuseNoSuchUnit: { ru: "В этой игре нет такого отряда.", en: "There is no such unit in this game." },
  refuseNoSuchGroup: { ru: "В отряде нет таких моделей.", en: "The unit has no such models." },
  refuseEnded: { ru: "Игра закончена: вернитесь к игре, чтобы что-то изменить.", en: "The game has ended: go back to the game to change anything." },
  refuseTooLong: { ru: "В игре слишком много шагов (не больше {max}).", en: "The game has too many steps (at most {max})." },
} satisfies Record<string, Record<Lang, string>>;

export type GameUiKey = keyof typeof gameUi;

/** A game-mode string in `lang`, with {placeholders} filled in. */
export const t = translator(gameUi);
