/** A booth slot on a hall's map, in percent of the map (x, y of its top-left corner). */
export interface HallSlotShape {
  position: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** §9-like bounds of a hall: how many booths it may hold. */
export const HALL_STANDS_MIN = 1;
export const HALL_STANDS_MAX = 60;

/** Rows × columns that hold `count` booths in a roughly 16:9 map (more columns than rows). */
export const defaultGridOf = (count: number): { rows: number; columns: number } => {
  const n = Math.max(1, count);
  const columns = Math.min(n, Math.ceil(Math.sqrt(n * 1.8)));
  return { rows: Math.ceil(n / columns), columns };
};

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * `count` slots laid out as a grid of `rows` × `columns` inside a 5 % margin, numbered left to
 * right then top to bottom; each cell keeps a gap around its booth (the aisles).
 */
export const gridSlots = (count: number, rows?: number, columns?: number): HallSlotShape[] => {
  const grid = rows && columns ? { rows, columns } : defaultGridOf(count);
  const cols = Math.max(1, grid.columns);
  const rowsNeeded = Math.max(grid.rows, Math.ceil(count / cols));
  const margin = 5;
  const cellW = (100 - 2 * margin) / cols;
  const cellH = (100 - 2 * margin) / rowsNeeded;
  const gapW = Math.min(2, cellW * 0.15);
  const gapH = Math.min(4, cellH * 0.2);
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    return {
      position: i + 1,
      x: round(margin + c * cellW + gapW / 2),
      y: round(margin + r * cellH + gapH / 2),
      width: round(cellW - gapW),
      height: round(cellH - gapH),
    };
  });
};
