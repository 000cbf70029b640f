import { eq, inArray } from 'drizzle-orm';
import type { CallPerson } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { firms, users } from '../../db/schema/index.ts';

/** A person as other modules name them (chats, calls): name and firm; erased ones included. */
export interface PersonCardRow {
  id: number;
  firstName: string;
  lastName: string;
  firmId: number | null;
  firmName: string | null;
  erasedAt: Date | null;
}

/** The people behind user ids (nulls skipped), by id: one query for a whole page of rows. */
export const cardsOf = async (db: Db, ids: (number | null)[]): Promise<Map<number, PersonCardRow>> => {
  const unique = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firmId: users.firmId,
      firmName: firms.name,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .leftJoin(firms, eq(firms.id, users.firmId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
};

/** A person as a call or a queue shows them: business-card fields only, never the e-mail; an erased one nameless. */
export const toPersonCard = (id: number, p: PersonCardRow | undefined): CallPerson =>
  !p || p.erasedAt
    ? { id, firstName: '', lastName: '', avatar: null, firm: null }
    : {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        // Accounts have no photo yet (the same card as conversations').
        avatar: null,
        firm: p.firmId !== null && p.firmName !== null ? { id: p.firmId, name: p.firmName } : null,
      };
