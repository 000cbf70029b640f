import { and, asc, count, eq, exists, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  DIRECTORY_FILTERS,
  type BusinessCard,
  type DirectoryConfig,
  type DirectoryQuerySchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fairs, fairUsers, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toBusinessCard } from './users.mapper.ts';
import { canReadDirectory } from './users.policy.ts';
import { containsLike } from '../../platform/db/index.ts';

type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

/**
 * The fair's participant directory (`/users/front/list/…`): validated members of the fair, never
 * erased accounts, business-card fields only, no e-mail where the fair hides e-mails.
 */
export const createDirectoryService = (db: Db) => {
  const fairFor = async (actor: Actor, fairId: number) => {
    const [fair] = await db
      .select({
        id: fairs.id,
        nbResultsPerPage: fairs.nbResultsPerPage,
        isHidingEmailUser: fairs.isHidingEmailUser,
      })
      .from(fairs)
      .where(eq(fairs.id, fairId))
      .limit(1);
    if (!fair) throw notFound();
    if (!canReadDirectory(actor, fair.id)) throw forbidden();
    return fair;
  };

  const listed = (fairId: number): SQL =>
    and(
      isNull(users.erasedAt),
      exists(
        db
          .select({ x: fairUsers.userId })
          .from(fairUsers)
          .where(
            and(eq(fairUsers.userId, users.id), eq(fairUsers.fairId, fairId), eq(fairUsers.isValidated, 1)),
          ),
      ),
    )!;

  const config = async ({ actor, fairId }: { actor: Actor; fairId: number }): Promise<DirectoryConfig> => {
    const fair = await fairFor(actor, fairId);
    const [countries, types] = await Promise.all([
      db
        .selectDistinct({ id: users.countryId })
        .from(users)
        .where(and(listed(fair.id), isNotNull(users.countryId)))
        .orderBy(asc(users.countryId)),
      db
        .selectDistinct({ id: users.userType })
        .from(users)
        .where(listed(fair.id))
        .orderBy(asc(users.userType)),
    ]);
    const options: Partial<Record<(typeof DIRECTORY_FILTERS)[number], number[]>> = {
      country: countries.map((c) => c.id!),
      userType: types.map((t) => t.id),
    };
    return {
      fair: fair.id,
      itemsPerPage: fair.nbResultsPerPage,
      showsEmail: !fair.isHidingEmailUser,
      filters: DIRECTORY_FILTERS.map((name) => ({
        name,
        ...(options[name] && { options: options[name] }),
      })),
    };
  };

  const list = async ({
    actor,
    page,
    query,
  }: {
    actor: Actor;
    page: number;
    query: DirectoryQuery;
  }): Promise<Page<BusinessCard>> => {
    const fair = await fairFor(actor, query.fair);
    const paging = resolvePaging({ page, pagination: true }, fair.nbResultsPerPage);
    const term = query.search ? containsLike(query.search) : undefined;
    const where = and(
      listed(fair.id),
      term
        ? or(ilike(users.firstName, term), ilike(users.lastName, term), ilike(users.jobTitle, term))
        : undefined,
      query.country !== undefined ? eq(users.countryId, query.country) : undefined,
      query.userType !== undefined ? eq(users.userType, query.userType) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      items: rows.map((r) => toBusinessCard(r, !fair.isHidingEmailUser)),
      totalItems: Number(total?.n ?? 0),
      paging,
    };
  };

  return { config, list };
};
export type DirectoryService = ReturnType<typeof createDirectoryService>;
