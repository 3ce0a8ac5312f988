/** Request body limits: the server refuses more before reading it, and the browser says so before sending it. */

/** JSON API (POST /api/validate, /api/victory): a full 200-unit roster is ~30 KB. */
export const API_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Server actions: must equal `serverActions.bodySizeLimit` in next.config.js. The largest roster a
 * player builds is ~50 KB (200 units with every option); what a save costs grows with the body,
 * and at this size the worst body is still written in tens of milliseconds (README, bench §6).
 */
export const ACTION_BODY_MAX_BYTES = 256 * 1024;

/** An army book published through the app (POST /api/books): the Soviet book is ~80 KB. */
export const BOOK_BODY_MAX_BYTES = 512 * 1024;
