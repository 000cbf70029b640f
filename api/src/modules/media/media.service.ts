import { and, asc, count, desc, eq, inArray, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MEDIA_KINDS,
  type MediaListQuerySchema,
  type MediaObject,
  type MediaUseRef,
} from '@passerelle/contract';
import { mediaObjects } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toMediaDto } from './media.mapper.ts';
import { canDeleteMedia, canSeeMedia, canUploadMedia, seesAllMedia, type MediaUse } from './media.policy.ts';
import { quotaRoom, withinQuota } from './media.quota.ts';
import { PRIVATE_PREFIX, isPrivateKey, readAndStoreUpload, type UploadOptions } from './media.upload.ts';
import { loadUses, visibleMedia } from './media.uses.ts';

export type MediaRow = typeof mediaObjects.$inferSelect;
type ListQuery = z.output<typeof MediaListQuerySchema>;
export type MediaDeps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'counters' | 'log' | 'bus'>;

/** A use as the event names it: the subject's ids, not who is listed on it. */
const useRef = (use: MediaUse): MediaUseRef =>
  use.kind === 'booth'
    ? { kind: 'booth', standId: use.standId, fairId: use.fairId, firmId: use.firmId }
    : use.kind === 'hall'
      ? { kind: 'hall', hallId: use.hallId, fairId: use.fairId }
      : { kind: 'firm', firmId: use.firmId, fairIds: use.fairIds };

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const createMediaService = (deps: MediaDeps) => {
  const { db } = deps;

  /** permissions.md "Media": what the actor may see follows each file's subject (media.uses.ts). */
  const visibleTo = (actor: Actor): SQL | undefined =>
    and(
      // Personal documents (CVs, photos): their uploader's alone here, whoever asks.
      or(notLike(mediaObjects.filePath, `${PRIVATE_PREFIX}%`), eq(mediaObjects.uploadedBy, actor.id)),
      seesAllMedia(actor) ? undefined : visibleMedia(db, actor),
    );

  const findRow = async (id: number): Promise<MediaRow | null> =>
    (await db.select().from(mediaObjects).where(eq(mediaObjects.id, id)))[0] ?? null;

  const removeFiles = (row: Pick<MediaRow, 'filePath' | 'thumbnailPath' | 'filePathMap'>) =>
    removeStoredFiles(deps, row);

  /**
   * Reads the request's multipart `file`, checks and stores it, and records the media item with
   * the signed-in caller as uploader. Counts against the caller's upload rate (429 beyond) and
   * against its and its firm's storage quotas (507, nothing kept: media.quota.ts).
   * Who may upload *for what* is the calling module's decision, taken before this call.
   */
  const storeUpload = async (request: FastifyRequest, opts: UploadOptions): Promise<MediaRow> => {
    const actor = request.actor;
    if (!actor) throw unauthorized();
    const limit = deps.config.limits.uploadsPerUser;
    const c = await deps.counters.incr(`upload:user:${actor.id}`, limit.windowMs);
    if (c.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
    const owner = { userId: actor.id, firmId: actor.firmId };
    const room = await quotaRoom(db, deps.config, owner);
    const stored = await readAndStoreUpload(request, opts, { ...deps, room });
    try {
      return await withinQuota(db, deps.config, owner, stored.size + stored.derivedSize, async (tx) => {
        const [row] = await tx
          .insert(mediaObjects)
          .values({ ...stored, uploadedBy: actor.id })
          .returning();
        return row!;
      });
    } catch (err) {
      await removeFiles(stored);
      throw err;
    }
  };

  /** `POST /media_objects`: any accepted format, for organizers, super roles and exhibitors. */
  const upload = async ({
    actor,
    request,
  }: {
    actor: Actor;
    request: FastifyRequest;
  }): Promise<MediaObject> => {
    if (!canUploadMedia(actor)) throw forbidden();
    return toMediaDto(await storeUpload(request, { kinds: MEDIA_KINDS }));
  };

  const list = async ({ actor, query }: { actor: Actor; query: ListQuery }): Promise<Page<MediaObject>> => {
    const paging = resolvePaging(query, 30);
    const types = [...asList(query.type), ...asList(query['type[]'])];
    const where = and(
      visibleTo(actor),
      types.length ? inArray(mediaObjects.type, types) : undefined,
      query.filePath ? eq(mediaObjects.filePath, query.filePath) : undefined,
      query.filePathMap
        ? sql`exists (select 1 from jsonb_each_text(${mediaObjects.filePathMap}) as m where m.value = ${query.filePathMap})`
        : undefined,
    );
    const order: SQL[] = [];
    for (const key of Object.keys(query)) {
      if (key === 'order[id]')
        order.push(query[key] === 'desc' ? desc(mediaObjects.id) : asc(mediaObjects.id));
      if (key === 'order[createdAt]')
        order.push(query[key] === 'desc' ? desc(mediaObjects.createdAt) : asc(mediaObjects.createdAt));
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mediaObjects)
        .where(where)
        .orderBy(...order, asc(mediaObjects.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(mediaObjects).where(where),
    ]);
    return { items: rows.map(toMediaDto), totalItems: Number(total?.n ?? 0), paging };
  };

  /** A visible item and what uses it, else 404 (the existence of another fair's file is private). */
  const loadVisible = async (actor: Actor, id: number) => {
    const row = await findRow(id);
    const uses = row ? ((await loadUses(db, [id])).get(id) ?? []) : [];
    if (!row || !canSeeMedia(actor, row, uses)) throw notFound();
    if (isPrivateKey(row.filePath) && row.uploadedBy !== actor.id) throw notFound();
    return { row, uses };
  };

  const get = async ({ actor, id }: { actor: Actor; id: number }): Promise<MediaObject> =>
    toMediaDto((await loadVisible(actor, id)).row);

  /** `DELETE /media_objects/{id}`: the row (references to it are set to null), then its files. */
  const remove = async ({ actor, id }: { actor: Actor; id: number }): Promise<null> => {
    const { row, uses } = await loadVisible(actor, id);
    if (!canDeleteMedia(actor, row, uses)) throw forbidden();
    await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
    // References to it became null (foreign keys): the subjects that showed it changed.
    await deps.bus.publish({
      name: 'media.deleted',
      payload: { mediaId: id, uploaderId: row.uploadedBy, uses: uses.map(useRef) },
    });
    await removeFiles(row);
    return null;
  };

  /** The original name of a stored document, for `Content-Disposition` (null when unknown). */
  const originalNameOf = async (filePath: string): Promise<string | null> => {
    const [row] = await db
      .select({ originalName: mediaObjects.originalName })
      .from(mediaObjects)
      .where(eq(mediaObjects.filePath, filePath));
    return row?.originalName ?? null;
  };

  /**
   * A private file's bytes for the owning module's authorised route (it decided who may read it):
   * null when the row or its file is gone.
   */
  const readPrivate = async (id: number): Promise<{ row: MediaRow; body: Buffer } | null> => {
    const row = await findRow(id);
    if (!row || !isPrivateKey(row.filePath)) return null;
    const file = await deps.storage.get(row.filePath);
    if (!file?.stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return { row, body: Buffer.concat(chunks) };
  };

  /**
   * Deletes items and their files for the module that used them (a CV replaced or removed, an
   * erased candidate's files): that module decided, no policy is asked here.
   */
  const discard = async (ids: number[]): Promise<void> => {
    const wanted = ids.filter((id) => id > 0);
    if (!wanted.length) return;
    const rows = await db.delete(mediaObjects).where(inArray(mediaObjects.id, wanted)).returning();
    for (const row of rows) {
      await deps.bus.publish({
        name: 'media.deleted',
        payload: { mediaId: row.id, uploaderId: row.uploadedBy, uses: [] },
      });
      await removeFiles(row);
    }
  };

  return {
    storeUpload,
    upload,
    list,
    get,
    remove,
    findRow,
    originalNameOf,
    readPrivate,
    discard,
    toDto: toMediaDto,
  };
};
export type MediaService = ReturnType<typeof createMediaService>;

/**
 * The stored files of a row (original, thumbnail, every `filePathMap` entry), removed from the
 * store; a failure is logged, never fatal.
 */
export const removeStoredFiles = async (
  deps: Pick<MediaDeps, 'storage' | 'log'>,
  row: Pick<MediaRow, 'filePath' | 'thumbnailPath' | 'filePathMap'>,
): Promise<void> => {
  const keys = new Set([row.filePath, ...(row.thumbnailPath ? [row.thumbnailPath] : [])]);
  for (const k of Object.values(row.filePathMap ?? {})) keys.add(k);
  await Promise.all(
    [...keys].map((key) =>
      deps.storage.delete(key).catch((err) => deps.log.warn({ err, key }, 'media file not removed')),
    ),
  );
};
