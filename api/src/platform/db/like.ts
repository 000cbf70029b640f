/** Escapes `%`, `_` and `\` so user text matches literally in a LIKE/ILIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern for "contains": the escaped text between `%`. */
export const containsLike = (value: string) => `%${escapeLike(value)}%`;
