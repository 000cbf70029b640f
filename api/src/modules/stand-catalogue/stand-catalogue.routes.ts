import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { standCatalogueApi } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { standCharacters } from '../../db/schema/index.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { standCharacterDto } from './stand-catalogue.mapper.ts';

/** The catalogue call that is not plain CRUD: §7 GET /stand_characters/type/{type}. */
export const registerStandCatalogueRoutes = (app: FastifyInstance, db: Db) => {
  defineRoute(
    app,
    standCatalogueApi.standCharactersByType,
    { auth: 'optional' },
    async ({ params, locale }) => {
      const rows = await db
        .select()
        .from(standCharacters)
        .where(eq(standCharacters.type, params.type))
        .orderBy(asc(standCharacters.position), asc(standCharacters.id));
      return rows.map((r) => standCharacterDto(r, locale));
    },
  );
};
