import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { resourceEndpoints, OrderDirectionSchema } from '../http/resource.ts';
import * as S from './schemas.ts';

const text = z.string().trim().max(100, { error: 'too_long' }).optional();
const id = z.coerce.number().int().positive().optional();
const order = {
  'order[name]': OrderDirectionSchema.optional(),
  'order[id]': OrderDirectionSchema.optional(),
};
const positioned = { ...order, 'order[position]': OrderDirectionSchema.optional() };

export const standGroups = resourceEndpoints({
  path: '/stand_groups',
  tag: 'stand_groups',
  schema: S.StandGroupSchema,
  createSchema: S.StandGroupCreateSchema,
  filters: { name: text, ...order },
});
export const standTypes = resourceEndpoints({
  path: '/stand_types',
  tag: 'stand_types',
  schema: S.StandTypeSchema,
  createSchema: S.StandTypeCreateSchema,
  filters: { name: text, standGroup: id, 'standGroup.id': id, ...positioned },
});
export const standTypeVariations = resourceEndpoints({
  path: '/stand_type_variations',
  tag: 'stand_type_variations',
  schema: S.StandTypeVariationSchema,
  createSchema: S.StandTypeVariationCreateSchema,
  filters: { name: text, standType: id, 'standType.id': id, ...positioned },
});
export const standCharacterTypes = resourceEndpoints({
  path: '/stand_character_types',
  tag: 'stand_character_types',
  schema: S.StandCharacterTypeSchema,
  createSchema: S.StandCharacterTypeCreateSchema,
  filters: { name: text, type: S.StandCharacterTypeValueSchema.optional(), ...order },
});
export const standCharacters = resourceEndpoints({
  path: '/stand_characters',
  tag: 'stand_characters',
  schema: S.StandCharacterSchema,
  createSchema: S.StandCharacterCreateSchema,
  filters: { name: text, type: S.StandCharacterTypeValueSchema.optional(), ...positioned },
});
/** §7 GET /stand_characters/type/{type}: the characters of one type, in position order. */
export const standCharactersByType = defineEndpoint({
  method: 'GET',
  path: '/stand_characters/type/:type',
  summary: 'The characters of one type',
  tags: ['stand_characters'],
  params: z.object({ type: S.StandCharacterTypeValueSchema }),
  response: z.array(S.StandCharacterSchema),
});
export const standResourceTypes = resourceEndpoints({
  path: '/stand_resource_types',
  tag: 'stand_resource_types',
  schema: S.StandResourceTypeSchema,
  createSchema: S.StandResourceTypeCreateSchema,
  filters: { name: text, type: S.StandResourceTypeValueSchema.optional(), ...order },
});
