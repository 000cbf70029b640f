import { asc, count, eq, sql } from 'drizzle-orm';
import type { FairOverview } from '@passerelle/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fairFirms, fairHalls, fairLanguages, fairUsers, fairs, languages } from '../../db/schema/index.ts';
import { inOrganizedFairs, isReadOnlySupervisor, type Actor } from '../../platform/access/index.ts';
import { modulesOf } from './fairs.mapper.ts';
import { fairAbilities } from './fairs.policy.ts';

const countBy = <C extends AnyPgColumn<{ data: number }>>(column: C) => ({ fairId: column, n: count() });

/**
 * `/fair/list`: each fair the actor organizes (every fair for super roles and supervisors; none for
 * anyone else) with its status, dates, languages, modules and the counts of halls, exhibitors and
 * members; by status (in preparation first), then by id.
 */
export const listFairOverviews = async (db: Db, actor: Actor): Promise<FairOverview[]> => {
  const scope = isReadOnlySupervisor(actor) ? sql`true` : inOrganizedFairs(fairs.id, actor);
  const rows = await db.select().from(fairs).where(scope).orderBy(asc(fairs.status), asc(fairs.id));
  if (rows.length === 0) return [];
  const [langs, halls, exhibitors, members] = await Promise.all([
    db
      .select({ fairId: fairLanguages.fairId, code: languages.code })
      .from(fairLanguages)
      .innerJoin(languages, eq(languages.id, fairLanguages.languageId))
      .orderBy(asc(fairLanguages.id)),
    db.select(countBy(fairHalls.fairId)).from(fairHalls).groupBy(fairHalls.fairId),
    db.select(countBy(fairFirms.fairId)).from(fairFirms).groupBy(fairFirms.fairId),
    db
      .select({ fairId: fairUsers.fairId, isValidated: fairUsers.isValidated, n: count() })
      .from(fairUsers)
      .groupBy(fairUsers.fairId, fairUsers.isValidated),
  ]);
  const countOf = (list: { fairId: number; n: number }[], fairId: number) =>
    list.find((c) => c.fairId === fairId)?.n ?? 0;
  const membersOf = (fairId: number, isValidated: number) =>
    members.find((m) => m.fairId === fairId && m.isValidated === isValidated)?.n ?? 0;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    homepage: r.homepage,
    status: r.status,
    startDate: r.startDate?.toISOString() ?? null,
    endDate: r.endDate?.toISOString() ?? null,
    timezone: r.timezone,
    languages: langs.filter((l) => l.fairId === r.id).map((l) => l.code),
    modules: modulesOf(r),
    counts: {
      halls: countOf(halls, r.id),
      exhibitors: countOf(exhibitors, r.id),
      members: membersOf(r.id, 1),
      pendingMembers: membersOf(r.id, 0),
    },
    abilities: fairAbilities(actor, r.id),
  }));
};
