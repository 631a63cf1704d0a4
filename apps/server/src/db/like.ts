/** A user's search text inside a LIKE/ILIKE pattern matches literally: `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
