import type { z } from 'zod';
import type { Paging } from './pagination.ts';
import { compileSerializer } from './serializer.ts';

/**
 * A response already checked against its schema and serialised, sent as is by defineRoute.
 * Hot public reads cache these so a cached hit costs no mapping, validation or JSON work; the
 * body is kept as bytes, so sending it encodes nothing either.
 */
export class PreSerialized {
  constructor(
    readonly body: Buffer,
    readonly page?: { totalItems: number; paging: Paging },
  ) {}
}

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/** Serialises with the response schema's compiled serializer (which writes only what it lists), once. */
export const preSerialize = <S extends z.ZodType>(
  schema: S,
  data: z.input<S>,
  page?: PreSerialized['page'],
): PreSerialized => {
  let write = serializers.get(schema);
  if (!write) serializers.set(schema, (write = compileSerializer(schema)));
  return new PreSerialized(Buffer.from(write(data)), page);
};
