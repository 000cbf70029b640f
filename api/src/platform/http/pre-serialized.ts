import type { z } from 'zod';
import type { Paging } from './pagination.ts';

/**
 * A response already validated against its schema and serialised, sent as is by defineRoute.
 * Hot public reads cache these so a cached hit costs no mapping, validation or JSON work.
 */
export class PreSerialized {
  constructor(
    readonly body: string,
    readonly page?: { totalItems: number; paging: Paging },
  ) {}
}

/** Validates with the response schema (which strips anything unlisted) and serialises once. */
export const preSerialize = <S extends z.ZodType>(
  schema: S,
  data: z.input<S>,
  page?: PreSerialized['page'],
): PreSerialized => new PreSerialized(JSON.stringify(schema.parse(data)), page);
