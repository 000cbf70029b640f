import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { mediaObjects, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/index.ts';

/**
 * Storage quotas (issue 9 finding 10). What counts is what is stored now: `size` plus
 * `derived_size` (thumbnail, `filePathMap`) of every `media_objects` row the user uploaded, and
 * for the firm of every row uploaded by its current members (`users.firm_id`). A deleted or swept
 * file has no row and counts no more; an unused file counts until it is deleted or swept.
 */

const MB = 1024 * 1024;
/** Keys of the transaction-level advisory locks (the two-int form, apart from the migrations' one). */
const LOCK_USER = 74_020_261;
const LOCK_FIRM = 74_020_262;

export interface QuotaOwner {
  userId: number;
  firmId: number | null;
}

/** The tighter of the two quotas for one owner: how many bytes may still be stored, and the refusal. */
export interface QuotaRoom {
  remaining: number;
  /** The 507 to throw when a file of that many bytes does not fit. */
  refusal: () => AppError;
}

type Reader = Db | Tx;

/** Bytes stored by the user and by its firm's members. */
export const storedBytes = async (db: Reader, owner: QuotaOwner) => {
  const bytes = sql`${mediaObjects.size} + ${mediaObjects.derivedSize}`;
  const [row] = await db
    .select({
      user: sql`coalesce(sum(${bytes}) filter (where ${mediaObjects.uploadedBy} = ${owner.userId}), 0)`.mapWith(
        Number,
      ),
      firm:
        owner.firmId === null
          ? sql`0`.mapWith(Number)
          : sql`coalesce(sum(${bytes}) filter (where ${users.firmId} = ${owner.firmId}), 0)`.mapWith(Number),
    })
    .from(mediaObjects)
    .leftJoin(users, eq(users.id, mediaObjects.uploadedBy))
    .where(
      or(
        eq(mediaObjects.uploadedBy, owner.userId),
        owner.firmId === null ? undefined : eq(users.firmId, owner.firmId),
      ),
    );
  return { user: row?.user ?? 0, firm: row?.firm ?? 0 };
};

/**
 * The room left for the owner, or null when no quota applies (both set to 0). The message says
 * which quota is short, what is left and the limit (whole MB), and after how long replaced files
 * are freed by the sweep.
 */
export const quotaRoom = async (
  db: Reader,
  config: Pick<Config, 'media'>,
  owner: QuotaOwner,
): Promise<QuotaRoom | null> => {
  const { user: userLimit, firm: firmLimit } = config.media.quotaBytes;
  const firmApplies = owner.firmId !== null && firmLimit > 0;
  if (userLimit <= 0 && !firmApplies) return null;
  const used = await storedBytes(db, owner);
  const rooms = [
    ...(userLimit > 0
      ? [{ code: 'storage_quota_exceeded' as const, limit: userLimit, left: userLimit - used.user }]
      : []),
    ...(firmApplies
      ? [{ code: 'firm_storage_quota_exceeded' as const, limit: firmLimit, left: firmLimit - used.firm }]
      : []),
  ];
  const tightest = rooms.reduce((a, b) => (b.left < a.left ? b : a));
  const remaining = Math.max(0, tightest.left);
  const params = {
    remaining: Math.floor(remaining / MB),
    limit: Math.floor(tightest.limit / MB),
    hours: Math.ceil((config.media.sweep.graceMs + config.media.sweep.intervalMs) / 3_600_000),
  };
  return { remaining, refusal: () => new AppError(507, tightest.code, [], params) };
};

/**
 * Runs `write` (the row's insert) in a transaction that holds the owner's locks, after checking
 * again, under them, that `bytes` more fit: two uploads of one user or of one firm's members
 * never both pass the last free bytes. Locks are taken user first, then firm, always in this
 * order. On PGlite (one connection) transactions already run one at a time.
 */
export const withinQuota = async <T>(
  db: Db,
  config: Pick<Config, 'media'>,
  owner: QuotaOwner,
  bytes: number,
  write: (tx: Tx) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const { user, firm } = config.media.quotaBytes;
    if (user <= 0 && (owner.firmId === null || firm <= 0)) return write(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USER}::int, ${owner.userId}::int)`);
    if (owner.firmId !== null)
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_FIRM}::int, ${owner.firmId}::int)`);
    const room = await quotaRoom(tx, config, owner);
    if (room && bytes > room.remaining) throw room.refusal();
    return write(tx);
  });
