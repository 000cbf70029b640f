import { STAND_THEMES, type StandTheme } from '@passerelle/contract/lite';

/** One booth theme: the colours the exhibitor picks, applied to walls, accents, desk, floor and fascia. */
export interface BoothTheme {
  /** Back and side wall panels (light variation). */
  wall: string;
  /** The theme's signature colour: trims, rack top, poster pattern, canopy. */
  accent: string;
  /** A complementary colour for furniture and stripes (armchairs, desk band), so scenes are not monochrome. */
  second: string;
  /** Counter front panel. */
  desk: string;
  /** Booth carpet (light variation). */
  floor: string;
  /** The header band carrying the booth name. */
  fascia: string;
  /** Name on the fascia: AA contrast (4.5:1) on `fascia`, checked by the tests. */
  fasciaText: string;
}

export const BOOTH_THEMES: Record<StandTheme, BoothTheme> = {
  lagon: {
    wall: '#dff0f1',
    accent: '#12878c',
    second: '#f2a65a',
    desk: '#0f6e73',
    floor: '#cfe3e2',
    fascia: '#0b5961',
    fasciaText: '#ffffff',
  },
  foret: {
    wall: '#e3eee0',
    accent: '#3d8a4c',
    second: '#e0b04a',
    desk: '#2f6b3b',
    floor: '#d6e2cf',
    fascia: '#244f2e',
    fasciaText: '#ffffff',
  },
  corail: {
    wall: '#fbe7e0',
    accent: '#e0654a',
    second: '#2f6f8f',
    desk: '#c24d33',
    floor: '#f0d8cd',
    fascia: '#ee8a6f',
    fasciaText: '#2a0f08',
  },
  prune: {
    wall: '#f1e4ef',
    accent: '#8d4a89',
    second: '#e9b949',
    desk: '#6e3470',
    floor: '#e3d3e2',
    fascia: '#5a2659',
    fasciaText: '#ffffff',
  },
  ardoise: {
    wall: '#e3e8ed',
    accent: '#4d6a82',
    second: '#d9825b',
    desk: '#3b5366',
    floor: '#d5dce3',
    fascia: '#2d3d4b',
    fasciaText: '#ffffff',
  },
  sable: {
    wall: '#f7eedd',
    accent: '#c28f3c',
    second: '#2f7f86',
    desk: '#a8762b',
    floor: '#eadcbf',
    fascia: '#e9c784',
    fasciaText: '#33240b',
  },
};

/** Resolves any stored theme key to a palette (unknown → the default `lagon`). */
export const boothTheme = (theme: string | null | undefined): BoothTheme =>
  BOOTH_THEMES[(STAND_THEMES as readonly string[]).includes(theme ?? '') ? (theme as StandTheme) : 'lagon'];

/** Theme keys in the catalogue order, for pickers. */
export const BOOTH_THEME_KEYS: readonly StandTheme[] = STAND_THEMES;

/** The i18n key of a theme's display name (`boothArt:themes.<key>`). */
export const boothThemeName = (theme: StandTheme): `themes.${StandTheme}` => `themes.${theme}`;

// ---- Colour maths (hex only: the palettes are ours) -------------------------------------------

const channels = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `a` towards `b` by `t` (0 → a, 1 → b): the dark variation and shades derive from the theme. */
export const mix = (a: string, b: string, t: number): string => {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t));
};

/** WCAG relative luminance. */
const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio between two colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
