import { z } from 'zod';
import { CEFR_LEVELS, LANGUAGE_SKILLS } from './match-input.ts';
import { MATCH_CRITERIA, MATCH_REASON_CODES } from './match.ts';

/** A match as the api sends it (`matchOffer`'s result): the score and one reason per criterion asked. */
export const MatchResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(
    z.object({
      criterion: z.enum(MATCH_CRITERIA),
      verdict: z.enum(['met', 'partly', 'not_met']),
      code: z.enum(MATCH_REASON_CODES),
      weight: z.number(),
      params: z.object({
        functionId: z.number().int().optional(),
        familyId: z.number().int().optional(),
        countryId: z.number().int().optional(),
        language: z.string().optional(),
        skill: z.enum(LANGUAGE_SKILLS).optional(),
        has: z.enum(CEFR_LEVELS).optional(),
        asks: z.enum(CEFR_LEVELS).optional(),
      }),
    }),
  ),
});
