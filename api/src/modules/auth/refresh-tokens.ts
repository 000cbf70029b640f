import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
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
  | { ok: true; userId: number; issued: IssuedRefresh }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'replayed' };

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

/** Opaque, hashed, rotating refresh tokens; a replay revokes the whole family (architecture §9.4). */
export const createRefreshTokens = (db: Db) => {
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

  const revokeFamily = async (familyId: string) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  };

  const rotate = async (token: string, meta: { ip: string; userAgent?: string }): Promise<RotateResult> => {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.usedAt) {
      await revokeFamily(row.familyId);
      return { ok: false, reason: 'replayed' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    // Conditional update: of two concurrent uses, only one wins; the other is a replay.
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(row.familyId);
      return { ok: false, reason: 'replayed' };
    }
    const next = newSecret();
    await db.insert(refreshTokens).values({
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
      issued: { token: next, familyId: row.familyId, expiresAt: row.expiresAt },
    };
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
