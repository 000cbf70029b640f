import { describe, expect, it } from 'vitest';
import { JobProfileInputSchema, missingForCompleteness, overallCefrRank } from './schemas.ts';

describe('job profile rules', () => {
  it('is complete with a wanted function or family, a language, a residence country and a disponibility', () => {
    const empty = JobProfileInputSchema.parse({});
    expect(missingForCompleteness(empty)).toEqual([
      'wanted',
      'language',
      'residenceCountry',
      'disponibility',
    ]);
    const done = JobProfileInputSchema.parse({
      families: [3],
      languages: [{ language: 'fr', levels: { speaking: 'B2' } }],
      residenceCountry: 7,
      disponibility: 1,
    });
    expect(missingForCompleteness(done)).toEqual([]);
    expect(missingForCompleteness({ ...done, families: [], functions: [4] })).toEqual([]);
  });

  it('ranks a language by its weakest declared skill (null when none is declared)', () => {
    const levels = { listening: 'C1', reading: 'B1', speaking: 'B2', writing: null } as const;
    expect(overallCefrRank(levels)).toBe(3);
    expect(overallCefrRank({ listening: null, reading: null, speaking: null, writing: null })).toBeNull();
  });

  it('refuses a language twice and a level outside A1–C2, with codes', () => {
    const twice = JobProfileInputSchema.safeParse({
      languages: [
        { language: 'fr', levels: {} },
        { language: 'fr', levels: {} },
      ],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['languages', 'duplicate_language'],
    ]);
    const level = JobProfileInputSchema.safeParse({
      languages: [{ language: 'fr', levels: { writing: 'C3' } }],
    });
    expect(level.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['languages.0.levels.writing', 'invalid_value'],
    ]);
  });
});
