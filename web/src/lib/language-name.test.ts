import { describe, expect, it } from 'vitest';
import { languageNameIn } from './language-name.ts';

describe('languageNameIn', () => {
  it("names a language in the reader's language, as it reads inside a sentence", () => {
    expect(languageNameIn('nl', 'fr')).toBe('néerlandais');
    expect(languageNameIn('nl', 'en')).toBe('Dutch');
    expect(languageNameIn('de', 'es')).toBe('alemán');
    expect(languageNameIn('fr', 'de')).toBe('Französisch');
  });
});
