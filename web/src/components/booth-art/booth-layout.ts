import type { StandTheme } from '@passerelle/contract/lite';
import { boothTheme, mix, type BoothTheme } from './booth-themes.ts';

/*
 * Where things are in a booth scene. One coordinate system (W × H) shared by the drawing and by
 * the HTML controls laid over it (converted to percentages), so a button always covers its drawing.
 * Gentle one-point perspective: the back wall stands at depth 1, things nearer the visitor at
 * depth t > 1 are pushed away from the vanishing point and scaled by t.
 */

export const W = 1200;
export const H = 740;
export const VP = { x: 600, y: 300 } as const;
/** Floor line of the back wall. */
export const BACK = 560;
/** Depth of the carpet's front edge. */
export const FRONT_T = (700 - VP.y) / (BACK - VP.y);

export const BOOTH_TYPES = ['comptoir', 'pavillon', 'salon-ouvert'] as const;
export type BoothType = (typeof BOOTH_TYPES)[number];
export const BOOTH_VARIATIONS = ['clair', 'sombre'] as const;
export type BoothVariation = (typeof BOOTH_VARIATIONS)[number];

/** Unknown or missing type keys draw the counter booth. */
export const boothType = (key: string | null | undefined): BoothType =>
  (BOOTH_TYPES as readonly string[]).includes(key ?? '') ? (key as BoothType) : 'comptoir';
/** Unknown or missing variation keys draw light materials. */
export const boothVariation = (key: string | null | undefined): BoothVariation =>
  key === 'sombre' ? 'sombre' : 'clair';

/** A point of the back plane (x, y) brought forward to depth t. */
export const at = (x: number, y: number, t: number): [number, number] => [
  VP.x + (x - VP.x) * t,
  VP.y + (y - VP.y) * t,
];
/** The floor's y at depth t. */
export const floorY = (t: number): number => VP.y + (BACK - VP.y) * t;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Spot {
  x: number;
  y: number;
  scale: number;
}

export interface BoothLayout {
  /** Back wall panel (for salon-ouvert: the low wall). */
  wall: Box;
  fascia: Box;
  logo: { cx: number; cy: number; r: number };
  poster: Box;
  screen: Box;
  rack: Box;
  /** The desk's front face; its top is drawn above it. */
  desk: Box;
  deskShape: 'straight' | 'rounded';
  /** Where the desk person's feet are (hidden behind the desk). */
  deskPerson: Spot;
  standing: Spot;
  plants: (Spot & { tall?: boolean })[];
}

// People: 1.7 m against the 410-unit wall read as 3 m is ~235 units at depth 1; the figure is 205.
const PERSON = 1.15;
const spot = (x: number, t: number): Spot => ({ x, y: floorY(t), scale: PERSON * t });

const COMPTOIR: BoothLayout = {
  wall: { x: 260, y: 150, w: 680, h: BACK - 150 },
  fascia: { x: 240, y: 78, w: 720, h: 72 },
  logo: { cx: 600, cy: 212, r: 44 },
  poster: { x: 300, y: 196, w: 130, h: 184 },
  screen: { x: 705, y: 200, w: 200, h: 113 },
  rack: { x: 935, y: 372, w: 150, h: 300 },
  desk: { x: 404, y: 446, w: 392, h: floorY(1.38) - 446 },
  deskShape: 'straight',
  deskPerson: spot(600, 1.25),
  standing: spot(196, 1.46),
  plants: [
    { x: 292, y: floorY(1.04), scale: 1, tall: true },
    { x: 96, y: floorY(1.5), scale: 1.25 },
  ],
};

const PAVILLON: BoothLayout = {
  wall: { x: 260, y: 150, w: 680, h: BACK - 150 },
  fascia: { x: 112, y: 40, w: 976, h: 62 },
  logo: { cx: 600, cy: 212, r: 46 },
  poster: { x: 296, y: 200, w: 126, h: 178 },
  screen: { x: 708, y: 204, w: 196, h: 110 },
  rack: { x: 905, y: 380, w: 146, h: 290 },
  desk: { x: 426, y: 448, w: 348, h: floorY(1.34) - 448 },
  deskShape: 'rounded',
  deskPerson: spot(600, 1.22),
  standing: spot(236, 1.42),
  plants: [
    { x: 72, y: floorY(1.52), scale: 1.2 },
    { x: 1128, y: floorY(1.52), scale: 1.2 },
  ],
};

const SALON: BoothLayout = {
  wall: { x: 260, y: 420, w: 680, h: BACK - 420 },
  fascia: { x: 330, y: 66, w: 540, h: 70 },
  logo: { cx: 600, cy: 226, r: 42 },
  poster: { x: 292, y: 298, w: 120, h: 170 },
  screen: { x: 520, y: 296, w: 160, h: 90 },
  rack: { x: 975, y: 390, w: 140, h: 282 },
  desk: { x: 748, y: 446, w: 190, h: floorY(1.24) - 446 },
  deskShape: 'rounded',
  deskPerson: spot(840, 1.12),
  standing: spot(170, 1.47),
  plants: [
    { x: 950, y: floorY(1.02), scale: 1, tall: true },
    { x: 268, y: floorY(1.02), scale: 0.8 },
  ],
};

export const LAYOUTS: Record<BoothType, BoothLayout> = {
  comptoir: COMPTOIR,
  pavillon: PAVILLON,
  'salon-ouvert': SALON,
};

/** The brochures of the rack: two columns, three shelves, filled row by row. */
export const brochureBoxes = (rack: Box, count: number): Box[] => {
  const pad = 12;
  const gap = 10;
  const w = (rack.w - 2 * pad - gap) / 2;
  const shelf = (rack.h - 60) / 3;
  const h = Math.min(shelf - 14, w * 1.38);
  return Array.from({ length: Math.min(count, 6) }, (_, i) => ({
    x: rack.x + pad + (i % 2) * (w + gap),
    y: rack.y + 10 + Math.floor(i / 2) * shelf + (shelf - h - 4),
    w,
    h,
  }));
};

/** The colours of one booth: the theme's, with the variation's materials. */
export interface BoothColours extends BoothTheme {
  variation: BoothVariation;
  /** Wall seen at an angle (side walls, returns). */
  wallSide: string;
  /** Aluminium frame and posts. */
  frame: string;
  /** Desk and table tops. */
  top: string;
  carpet: string;
  carpetEdge: string;
  /** Lines on the wall (panel seams). */
  seam: string;
}

export const boothColours = (theme: StandTheme | string, variation: BoothVariation): BoothColours => {
  const t = boothTheme(theme);
  if (variation === 'sombre') {
    const wall = mix(t.accent, '#151b22', 0.7);
    const carpet = mix(t.accent, '#3a4048', 0.72);
    return {
      ...t,
      variation,
      wall,
      wallSide: mix(wall, '#000000', 0.25),
      frame: '#3a4047',
      top: '#5b4536',
      floor: carpet,
      carpet,
      carpetEdge: mix(carpet, '#000000', 0.35),
      seam: mix(wall, '#000000', 0.3),
    };
  }
  return {
    ...t,
    variation,
    wallSide: mix(t.wall, t.accent, 0.16),
    frame: '#f4f5f3',
    top: '#e8d4b0',
    carpet: t.floor,
    carpetEdge: mix(t.floor, '#4a4a4a', 0.35),
    seam: mix(t.wall, t.accent, 0.22),
  };
};
