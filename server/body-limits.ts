/** Request body limits, enforced before a body is read (server/front-door.ts) and while it is read. */

/** JSON API (POST /api/validate, /api/victory): a full 200-unit roster is ~30 KB. */
export const API_BODY_MAX_BYTES = 1024 * 1024;

/** Server actions and any other POST to a page: must equal `serverActions.bodySizeLimit` in next.config.js. */
export const ACTION_BODY_MAX_BYTES = 512 * 1024;
