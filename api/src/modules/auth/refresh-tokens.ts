import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_S } from '@passerelle/contract';
import type { Db, Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export interface IssuedRefresh {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export type RotateResult =
  | { ok: true; userId: number; issued: IssuedRefresh; grace: boolean }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }
  | { ok: false; reason: 'replayed'; userId: number; familyId: string };

/**
 * Ends every session of the user (each refresh family, so their access tokens fail at once too)
 * except `keep`, the session that made the change; null ends them all.
 */
export const revokeSessions = async (db: Db | Tx, userId: number, keep: string | null, now = new Date()) => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
};

/**
 * Opaque, hashed, rotating refresh tokens; a replay revokes the whole family (architecture §9.4).
 * One exception, for two tabs refreshing with the same cookie at once (check #15): the token
 * whose child is still the newest of its family may be presented again within `graceMs` of its
 * first use, and gets a sibling child. Anything older, or later, is a replay.
 */
export const createRefreshTokens = (db: Db, opts: { graceMs: number }) => {
  const startFamily = async (
    userId: number,
    meta: { ip: string; userAgent?: string },
  ): Promise<IssuedRefresh> => {
    const token = newSecret();
    const familyId = randomUUID();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000);
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return { token, familyId, expiresAt };
  };

  /** Revokes the session; its user (null when it was unknown or already revoked). */
  const revokeFamily = async (familyId: string): Promise<number | null> => {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ userId: refreshTokens.userId });
    return rows[0]?.userId ?? null;
  };

  type Row = typeof refreshTokens.$inferSelect;
  /** The immediate parent of the family's newest token, first used less than `graceMs` ago. */
  const inGrace = async (tx: Tx, row: Row, now: Date) => {
    if (!row.usedAt || now.getTime() - row.usedAt.getTime() >= opts.graceMs) return false;
    const [newest] = await tx
      .select({ parentId: refreshTokens.parentId })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, row.familyId))
      .orderBy(desc(refreshTokens.id))
      .limit(1);
    return newest?.parentId === row.id;
  };

  const rotate = async (token: string, meta: { ip: string; userAgent?: string }): Promise<RotateResult> => {
    const outcome = await db.transaction(async (tx): Promise<RotateResult> => {
      // The row lock makes two concurrent uses of one token take turns: the second sees the
      // first one's child and is judged by the grace rule, not by a race.
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .limit(1)
        .for('update');
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      const now = new Date();
      const grace = row.usedAt !== null;
      if (grace && !(await inGrace(tx, row, now)))
        return { ok: false, reason: 'replayed', userId: row.userId, familyId: row.familyId };
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      // The grace window runs from the first use: presenting the token again never extends it.
      if (!grace) await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      const next = newSecret();
      await tx.insert(refreshTokens).values({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: sha256(next),
        parentId: row.id,
        expiresAt: row.expiresAt, // absolute: rotation never extends the 7 days
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return {
        ok: true,
        userId: row.userId,
        grace,
        issued: { token: next, familyId: row.familyId, expiresAt: row.expiresAt },
      };
    });
    // Revoked after the lock is released: two replays of one family never wait on each other.
    if (!outcome.ok && outcome.reason === 'replayed') await revokeFamily(outcome.familyId);
    return outcome;
  };

  const familyOf = async (token: string) => {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    return row?.familyId ?? null;
  };

  return { startFamily, rotate, revokeFamily, familyOf };
};
