import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import {
  LegalKindSchema,
  LegalLocaleSchema,
  LegalPageInputSchema,
  LegalPageSchema,
  LegalPageStateSchema,
} from './schemas.ts';

const KindParamsSchema = IdParamsSchema.extend({ kind: LegalKindSchema });
const KindLocaleParamsSchema = KindParamsSchema.extend({ locale: LegalLocaleSchema });

export const getLegalPage = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/legal/:kind',
  summary:
    "A fair's legal notice, privacy notice or accessibility statement in a language (anyone): the fair's wording in that language, else in its main language, else the built-in text of that language",
  tags: ['legal'],
  params: KindParamsSchema,
  query: z.object({ locale: LegalLocaleSchema.optional() }),
  response: LegalPageSchema,
});

export const listLegalPages = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/legal',
  summary:
    "The fair's three legal documents in each of its languages, own wording and default text (organizers of the fair)",
  tags: ['legal'],
  params: IdParamsSchema,
  response: z.array(LegalPageStateSchema),
});

export const putLegalPage = defineEndpoint({
  method: 'PUT',
  path: '/fairs/:id/legal/:kind/:locale',
  summary: "Save the fair's wording of a legal document in one of its languages (organizers of the fair)",
  tags: ['legal'],
  params: KindLocaleParamsSchema,
  body: LegalPageInputSchema,
  response: LegalPageSchema,
});

export const deleteLegalPage = defineEndpoint({
  method: 'DELETE',
  path: '/fairs/:id/legal/:kind/:locale',
  summary: "Drop the fair's wording of a legal document in a language: the default text applies again",
  tags: ['legal'],
  params: KindLocaleParamsSchema,
  response: z.null(),
  status: 204,
});
