import { describe, expect, it } from 'vitest';
import { languagesBodyOf, languagesValuesOf } from './screens/fair-languages-screen.tsx';

const fairWith = (codes: string[]) => ({
  fairLanguages: codes.map((code, id) => ({ id, language: { id, code, name: code } })),
});

describe('fair languages form', () => {
  it('reads the main language as the first, and keeps only the five platform languages', () => {
    expect(languagesValuesOf(fairWith(['nl', 'fr', 'pt']))).toEqual({ main: 'nl', enabled: ['nl', 'fr'] });
    expect(languagesValuesOf(fairWith([]))).toEqual({ main: 'fr', enabled: ['fr'] });
  });

  it('sends the main language first, then the others in the platform order', () => {
    expect(languagesBodyOf({ main: 'es', enabled: ['de', 'fr', 'es'] })).toEqual(['es', 'fr', 'de']);
  });
});
