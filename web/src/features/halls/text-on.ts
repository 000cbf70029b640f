/** Readable text on a colour: dark on light colours, white on dark ones (WCAG relative luminance). */
export const textOn = (hex: string | null | undefined): string => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return '#ffffff';
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = parseInt(c!, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Contrast against white vs against near-black (#1a1b1e).
  return 1.05 / (lum + 0.05) >= (lum + 0.05) / 0.0605 ? '#ffffff' : '#1a1b1e';
};
