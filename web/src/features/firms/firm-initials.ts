const STOP_WORDS = new Set([
  'le',
  'la',
  'les',
  'de',
  'des',
  'du',
  'd',
  'l',
  'et',
  'en',
  'the',
  'of',
  'van',
  'ter',
]);

/** Up to two initials of a firm's name (articles skipped), for the placeholder of a missing logo. */
export const initialsOf = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
};
