import { z } from 'zod';

type Unwrapped<T> = T extends z.ZodDefault<infer I> ? I : T;
export type UpdateShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Unwrapped<S[K]>> };

/**
 * PUT bodies are partial (ADR 002): every field optional, and — unlike zod's `.partial()` —
 * no create-time default is applied, so an absent field keeps its stored value.
 */
export const updateSchemaOf = <S extends z.ZodRawShape>(create: z.ZodObject<S>) =>
  z
    .object(
      Object.fromEntries(
        Object.entries(create.shape).map(([k, v]) => [
          k,
          (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
        ]),
      ) as unknown as UpdateShape<S>,
    )
    .strict();
