/**
 * Fits a name on a sign `width` units wide: one line at `fontSize` when it fits, else two balanced
 * lines a fifth smaller (or less, to fit `height`), the second ellipsed when still too long.
 * Widths are estimated (0.58 em a character, bold sans), so signs keep a margin rather than
 * measuring text, which SSR and tests cannot do.
 */
export const fitName = (
  name: string,
  width: number,
  fontSize: number,
  /** Two lines get a smaller size so both fit this height. */
  height = fontSize * 3,
): { lines: string[]; fontSize: number } => {
  const clean = name.trim().replace(/\s+/g, ' ');
  const perLine = (size: number) => Math.max(4, Math.floor(width / (size * 0.58)));
  if (clean.length <= perLine(fontSize)) return { lines: [clean], fontSize };
  const small = Math.round(Math.min(fontSize * 0.8, height / 2.4));
  const max = perLine(small);
  const words = clean.split(' ');
  // Balanced split: of the cuts where both lines fit, the one with the shortest longer line.
  let best: string[] | null = null;
  for (let cut = 1; cut < words.length; cut++) {
    const pair = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (pair.every((l) => l.length <= max)) {
      if (!best || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length)))
        best = pair;
    }
  }
  if (best) return { lines: best, fontSize: small };
  // Too long for two lines: fill the first, ellipse the rest.
  let first = '';
  let i = 0;
  while (i < words.length && (first ? `${first} ${words[i]}` : words[i]!).length <= max) {
    first = first ? `${first} ${words[i]}` : words[i]!;
    i++;
  }
  if (!first) return { lines: [`${clean.slice(0, max - 1)}…`], fontSize: small };
  const rest = words.slice(i).join(' ');
  return {
    lines: [first, rest.length > max ? `${rest.slice(0, max - 1).trimEnd()}…` : rest],
    fontSize: small,
  };
};
