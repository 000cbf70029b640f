import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS } from '@passerelle/contract/lite';

/** Deep teal-blue (public health). Shade 7 on white: 6.2:1; shade 8: 8.3:1. */
const passerelle: MantineColorsTuple = [
  '#e7f4f6',
  '#cfe6eb',
  '#9ecdd7',
  '#6ab2c2',
  '#3f9aae',
  '#2a8aa0',
  '#1a7a90',
  '#0f6a80',
  '#0b5563',
  '#073f4a',
];

/** Warm accent for calls to action (register, apply, call). Shade 7 on white: 5.1:1. */
const ember: MantineColorsTuple = [
  '#fdf1e7',
  '#f9dcc5',
  '#f3bd93',
  '#ed9c5f',
  '#e58138',
  '#d86d22',
  '#c45f1a',
  '#a9501b',
  '#8c4116',
  '#6e3210',
];

const em = (px: number): string => `${px / 16}em`;

/** Status colours of §4 (waiting, validated, refused), dark enough for white text (AA). */
export const STATUS_COLORS = {
  waiting: '#8a4b00',
  validated: '#1b6e35',
  refused: '#b42318',
} as const;

export const theme = createTheme({
  // People who ask their system for less motion get no modal, collapse or toast animations.
  respectReducedMotion: true,
  primaryColor: 'passerelle',
  primaryShade: { light: 7, dark: 5 },
  colors: { passerelle, ember },
  fontFamily:
    '"Public Sans Variable", "Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily:
      '"Public Sans Variable", "Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
  other: { headerHeight: rem(72) },
  components: {
    Loader: { defaultProps: { type: 'oval' } },
    Tooltip: { defaultProps: { withArrow: true, multiline: true, maw: 260 } },
    // Mantine's dimmed grey for field descriptions is ≈3.3:1 on white; gray.7 keeps AA.
    InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/**
 * Mantine's error red (red.6, ≈3.3:1 on white) colours error messages and the text typed in an
 * invalid field: red.9 keeps both at AA (4.5:1), and the border stays above the 3:1 of controls.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
