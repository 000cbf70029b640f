import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PaginationQuerySchema } from './list.ts';
import { updateSchemaOf } from './partial.ts';

export const OrderDirectionSchema = z.enum(['asc', 'desc'], { error: 'invalid_value' });

/** The list filters of a plain table: a searched name, an id link, orders by name and id (and position). */
export const listFilters = {
  text: z.string().trim().max(100, { error: 'too_long' }).optional(),
  id: z.coerce.number().int().positive().optional(),
  existsFlag: z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }).optional(),
  byName: {
    'order[name]': OrderDirectionSchema.optional(),
    'order[id]': OrderDirectionSchema.optional(),
  },
  byPosition: {
    'order[name]': OrderDirectionSchema.optional(),
    'order[id]': OrderDirectionSchema.optional(),
    'order[position]': OrderDirectionSchema.optional(),
  },
};

/**
 * The five standard calls of §7 "Standard resources" for one plain table:
 * GET list, GET {id}, POST, PUT {id} (partial, ADR 002), DELETE {id}.
 */
export const resourceEndpoints = <
  S extends z.ZodType,
  C extends z.ZodObject,
  F extends z.ZodRawShape = Record<never, never>,
>(o: {
  path: string;
  tag: string;
  schema: S;
  createSchema: C;
  filters?: F;
}) => {
  const query = PaginationQuerySchema.extend((o.filters ?? {}) as F);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: o.path,
      summary: `List ${o.tag}`,
      tags: [o.tag],
      query,
      response: z.array(o.schema),
      paged: true,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${o.path}/:id`,
      summary: `Get one of ${o.tag}`,
      tags: [o.tag],
      params: IdParamsSchema,
      response: o.schema,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: o.path,
      summary: `Create one of ${o.tag}`,
      tags: [o.tag],
      body: o.createSchema,
      response: o.schema,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${o.path}/:id`,
      summary: `Update one of ${o.tag} (absent fields keep their value)`,
      tags: [o.tag],
      params: IdParamsSchema,
      body: updateSchemaOf(o.createSchema),
      response: o.schema,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${o.path}/:id`,
      summary: `Delete one of ${o.tag}`,
      tags: [o.tag],
      params: IdParamsSchema,
      response: z.null(),
      status: 204,
    }),
  };
};
export type ResourceEndpoints = ReturnType<typeof resourceEndpoints>;
