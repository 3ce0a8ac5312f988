/**
 * Whether a file read as text was not text at all (a picture or an archive picked by mistake): its
 * bytes give NULs, or characters UTF-8 could not read. Said as such, rather than as the first fault
 * a reader of JSON or chat text meets in it.
 */
export const notText = (text: string): boolean => /[\u0000\uFFFD]/.test(text);
