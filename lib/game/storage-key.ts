/** Where a roster's game is kept in the browser (apart, so My rosters can forget it without the game's code). */
export const gameKey = (viewId: string) => `game:${viewId}`;
