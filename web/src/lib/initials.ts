/**
 * Up to two initials of a firm's name, for a logo-less firm or booth ("Centre hospitalier de
 * Lyon" → "CH"): small words are skipped unless the name has nothing else, and a short acronym is
 * its own monogram ("CHU").
 */
export const initialsOf = (name: string): string => {
  const trimmed = name.trim();
  // A short acronym is its own monogram (CHU; AP-HP is two words).
  if (/^[\p{Lu}\p{N}]{2,4}$/u.test(trimmed)) return trimmed;
  // Small words (de, of, van…) are skipped unless the name has nothing else.
  const words = trimmed.split(/[\s\-–—_/.,&']+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const significant = words.filter(
    (w) => !/^(d|l|de|du|des|la|le|les|et|of|the|and|van|der|von|y|el)$/i.test(w),
  );
  const picked = (significant.length ? significant : words).slice(0, 2);
  const letters = picked.map((w) => [...w].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
};
