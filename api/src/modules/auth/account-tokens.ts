import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** What a mailed link does: set a password (reset, invitation) or apply a new login e-mail. */
export type AccountTokenPurpose = 'password' | 'email_change';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Single-use tokens of mailed links. Only the SHA-256 is stored; a token is spent by a
 * conditional update, so two concurrent requests never both use it, and it answers only for
 * its own purpose (an e-mail confirmation link never sets a password).
 */
export const accountTokens = {
  issue: async (
    db: Db | Tx,
    values: {
      userId: number;
      purpose: AccountTokenPurpose;
      ttlS: number;
      ip: string | null;
      newEmail?: string;
      sessionId?: string;
    },
  ): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({
      userId: values.userId,
      purpose: values.purpose,
      newEmail: values.newEmail,
      sessionId: values.sessionId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + values.ttlS * 1000),
      ip: values.ip,
    });
    return token;
  },

  /** Spends a live token of this purpose: its row, or null when unknown, used, expired or of another purpose. */
  spend: async (tx: Db | Tx, token: string, purpose: AccountTokenPurpose, now: Date) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          eq(passwordResetTokens.purpose, purpose),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({
        userId: passwordResetTokens.userId,
        newEmail: passwordResetTokens.newEmail,
        sessionId: passwordResetTokens.sessionId,
      });
    return row ?? null;
  },

  /**
   * Spends every outstanding link of the account (of one purpose, or all): once the password or
   * the login e-mail changed, a link mailed before must not undo it.
   */
  spendAll: async (tx: Db | Tx, userId: number, now: Date, purpose?: AccountTokenPurpose) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          purpose ? eq(passwordResetTokens.purpose, purpose) : undefined,
        ),
      );
  },
};
