import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CEFR_LEVELS,
  JobProfileInputSchema,
  type CvLibraryItem,
  type CvLibraryQuery,
  type JobProfile,
  type JobProfileDiffusion,
  type JobProfileInput,
  type JobProfileListQuerySchema,
  type MatchProfile,
} from '@passerelle/contract';
import {
  fairFirms,
  fairs,
  fairUsers,
  jobProfileDiffusions,
  jobProfiles,
  mediaObjects,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { canVisitFair } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import type { MediaService } from '../media/index.ts';
import { toProfileDto, profileColumns, type ProfileRow } from './job-profiles.mapper.ts';
import { canChooseDiffusion, canReadProfile, canUseCvLibrary } from './job-profiles.policy.ts';
import { checkReferences } from './job-profiles.references.ts';
import { libraryWhere, loadProfileScope, readableProfiles } from './job-profiles.scope.ts';
import { createProfileLabels } from './job-profiles.labels.ts';

type ListQuery = z.output<typeof JobProfileListQuerySchema>;
/** The CV: a PDF of at most 5 MB (recognised from its bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The photo: an image of at most 3 MB. */
export const PHOTO_MAX_BYTES = 3 * 1024 * 1024;

export type JobProfilesDeps = Pick<AppDeps, 'db' | 'bus'>;

export const createJobProfilesService = (
  deps: JobProfilesDeps,
  media: MediaService,
  /** Deletes the profile's applications, each announced (the applications module's door). */
  removeApplicationsOf: (profileId: number) => Promise<void>,
) => {
  const { db } = deps;
  const labels = createProfileLabels(db);

  const rowOfUser = async (userId: number): Promise<ProfileRow | null> =>
    (await db.select().from(jobProfiles).where(eq(jobProfiles.userId, userId)))[0] ?? null;
  const rowById = async (id: number): Promise<ProfileRow | null> =>
    (await db.select().from(jobProfiles).where(eq(jobProfiles.id, id)))[0] ?? null;

  const toDtos = async (rows: ProfileRow[]): Promise<JobProfile[]> => {
    const ids = rows.flatMap((r) => [r.cvId, r.photoId]).filter((id): id is number => id !== null);
    const files = ids.length ? await db.select().from(mediaObjects).where(inArray(mediaObjects.id, ids)) : [];
    const file = (id: number | null) => files.find((f) => f.id === id) ?? null;
    return rows.map((r) => toProfileDto(r, { cv: file(r.cvId), photo: file(r.photoId) }));
  };
  const toDto = async (row: ProfileRow) => (await toDtos([row]))[0]!;

  const changed = (row: Pick<ProfileRow, 'id' | 'userId'>) =>
    deps.bus.publish({ name: 'job.profile.changed', payload: { profileId: row.id, userId: row.userId } });

  /** The actor's profile, created empty (the schema's defaults) when it has none yet. */
  const ensureOwn = async (actor: Actor): Promise<ProfileRow> => {
    const existing = await rowOfUser(actor.id);
    if (existing) return existing;
    await db
      .insert(jobProfiles)
      .values({ userId: actor.id, ...profileColumns(JobProfileInputSchema.parse({})) })
      .onConflictDoNothing();
    return (await rowOfUser(actor.id))!;
  };

  /** A profile the actor may read, else 404 (its existence is private). */
  const readable = async (actor: Actor, id: number): Promise<ProfileRow> => {
    const row = await rowById(id);
    if (!row || !canReadProfile(actor, await loadProfileScope(db, row))) throw notFound();
    return row;
  };

  // ---- the candidate's own profile (`/job_profiles/me…`): self only, by construction ----

  const getMine = async (actor: Actor): Promise<JobProfile> => {
    const row = await rowOfUser(actor.id);
    if (!row) throw notFound();
    return toDto(row);
  };

  /** `PUT /job_profiles/me`: creates the profile from the defaults, or changes the fields sent. */
  const saveMine = async (actor: Actor, body: Partial<JobProfileInput>): Promise<JobProfile> => {
    await checkReferences(db, body);
    const values = profileColumns(body);
    const existing = await rowOfUser(actor.id);
    const [row] = existing
      ? await db
          .update(jobProfiles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(jobProfiles.id, existing.id))
          .returning()
      : await db
          .insert(jobProfiles)
          .values({ userId: actor.id, ...profileColumns(JobProfileInputSchema.parse({})), ...values })
          .onConflictDoUpdate({ target: jobProfiles.userId, set: { ...values, updatedAt: new Date() } })
          .returning();
    await changed(row!);
    return toDto(row!);
  };

  /** Removes a profile, its applications and its files (the diffusion rows go with it). */
  const removeRow = async (row: ProfileRow) => {
    await removeApplicationsOf(row.id);
    await db.delete(jobProfiles).where(eq(jobProfiles.id, row.id));
    await media.discard([row.cvId, row.photoId].filter((id): id is number => id !== null));
    await changed(row);
  };

  const deleteMine = async (actor: Actor): Promise<null> => {
    const row = await rowOfUser(actor.id);
    if (!row) throw notFound();
    await removeRow(row);
    return null;
  };

  /** Stores the upload as the profile's CV or photo (private file), then drops the one it replaces. */
  const replaceFile = async (actor: Actor, request: FastifyRequest, which: 'cv' | 'photo') => {
    // The file first: a refused upload (415, 413, 507) leaves no empty profile behind.
    const stored = await media.storeUpload(
      request,
      which === 'cv'
        ? { kinds: ['document'], maxBytes: CV_MAX_BYTES, private: true }
        : { kinds: ['image'], maxBytes: PHOTO_MAX_BYTES, private: true },
    );
    const profile = await ensureOwn(actor);
    const column = which === 'cv' ? { cvId: stored.id } : { photoId: stored.id };
    const [row] = await db
      .update(jobProfiles)
      .set({ ...column, updatedAt: new Date() })
      .where(eq(jobProfiles.id, profile.id))
      .returning();
    const previous = which === 'cv' ? profile.cvId : profile.photoId;
    if (previous !== null) await media.discard([previous]);
    await changed(row!);
    return toDto(row!);
  };

  const removeFile = async (actor: Actor, which: 'cv' | 'photo'): Promise<null> => {
    const profile = await rowOfUser(actor.id);
    const previous = profile && (which === 'cv' ? profile.cvId : profile.photoId);
    if (!profile || previous === null) throw notFound();
    await db
      .update(jobProfiles)
      .set({ ...(which === 'cv' ? { cvId: null } : { photoId: null }), updatedAt: new Date() })
      .where(eq(jobProfiles.id, profile.id));
    await media.discard([previous!]);
    await changed(profile);
    return null;
  };

  /** The candidate's fairs (memberships not refused), each with its diffusion choice. */
  const diffusionsOf = async (userId: number): Promise<JobProfileDiffusion[]> => {
    const rows = await db
      .select({
        fair: fairs.id,
        fairName: fairs.name,
        isAcceptingDiffusion: sql<boolean>`exists (select 1 from ${jobProfileDiffusions} inner join ${jobProfiles} on ${jobProfiles.id} = ${jobProfileDiffusions.profileId} where ${jobProfileDiffusions.fairId} = ${fairs.id} and ${jobProfiles.userId} = ${userId})`,
      })
      .from(fairUsers)
      .innerJoin(fairs, eq(fairs.id, fairUsers.fairId))
      .where(and(eq(fairUsers.userId, userId), gte(fairUsers.isValidated, 0)))
      .orderBy(asc(fairs.id));
    return rows.map((r) => ({ ...r, isAcceptingDiffusion: Boolean(r.isAcceptingDiffusion) }));
  };

  const myDiffusions = (actor: Actor) => diffusionsOf(actor.id);

  /** `PUT /job_profiles/me/diffusions/{fair}`: only a fair where the candidate is a member (404 otherwise). */
  const setDiffusion = async (actor: Actor, fairId: number, accept: boolean) => {
    const current = await diffusionsOf(actor.id);
    if (!canChooseDiffusion({ candidateFairIds: current.map((d) => d.fair) }, fairId)) throw notFound();
    const profile = await ensureOwn(actor);
    if (accept)
      await db.insert(jobProfileDiffusions).values({ profileId: profile.id, fairId }).onConflictDoNothing();
    else
      await db
        .delete(jobProfileDiffusions)
        .where(and(eq(jobProfileDiffusions.profileId, profile.id), eq(jobProfileDiffusions.fairId, fairId)));
    await changed(profile);
    return diffusionsOf(actor.id);
  };

  // ---- reads by others ----

  const list = async (actor: Actor, query: ListQuery): Promise<Page<JobProfile>> => {
    const paging = resolvePaging(query, 30);
    const where = and(
      readableProfiles(db, actor),
      query['user.id'] !== undefined ? eq(jobProfiles.userId, query['user.id']) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(jobProfiles)
        .where(where)
        .orderBy(asc(jobProfiles.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(jobProfiles).where(where),
    ]);
    return { items: await toDtos(rows), totalItems: Number(total?.n ?? 0), paging };
  };

  const get = async (actor: Actor, id: number) => toDto(await readable(actor, id));

  const full = async (actor: Actor, id: number, locale: string) => {
    const row = await readable(actor, id);
    const [candidate] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId));
    return { ...(await toDto(row)), candidate: candidate!, labels: await labels.of(row, locale) };
  };

  /** The CV or photo of a readable profile: 404 to whoever may not read it, and when there is none. */
  const file = async (actor: Actor, id: number, which: 'cv' | 'photo') => {
    const row = await readable(actor, id);
    const mediaId = which === 'cv' ? row.cvId : row.photoId;
    const stored = mediaId !== null ? await media.readPrivate(mediaId) : null;
    if (!stored) throw notFound();
    return {
      body: stored.body,
      type: stored.row.mimeType,
      name: stored.row.originalName ?? (which === 'cv' ? 'cv.pdf' : 'photo'),
    };
  };

  /** `/jobs/cv/list`: the fair's organizer and its firms' staff; 404 to whoever may not visit the fair. */
  const library = async (
    actor: Actor,
    query: CvLibraryQuery,
    locale: string,
  ): Promise<Page<CvLibraryItem>> => {
    const [fair] = await db
      .select({ id: fairs.id, isPublicAccess: fairs.isPublicAccess })
      .from(fairs)
      .where(eq(fairs.id, query.fair));
    if (!fair) throw notFound();
    const firmIds = (
      await db.select({ id: fairFirms.firmId }).from(fairFirms).where(eq(fairFirms.fairId, fair.id))
    ).map((f) => f.id);
    if (!canUseCvLibrary(actor, { id: fair.id, firmIds }))
      throw canVisitFair(actor, fair) ? forbidden() : notFound();
    const paging = resolvePaging(query, 20);
    const where = libraryWhere(db, query);
    const [rows, [total]] = await Promise.all([
      db
        .select({ profile: jobProfiles, firstName: users.firstName, lastName: users.lastName })
        .from(jobProfiles)
        .innerJoin(users, eq(users.id, jobProfiles.userId))
        .where(where)
        .orderBy(desc(jobProfiles.updatedAt), asc(jobProfiles.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(jobProfiles).where(where),
    ]);
    const names = await labels.forList(
      rows.map((r) => r.profile),
      locale,
    );
    const items = rows.map(({ profile: p, firstName, lastName }): CvLibraryItem => ({
      id: p.id,
      candidate: { id: p.userId, firstName, lastName },
      functions: p.functionIds.map((id) => ({ id, name: names.functions[id] ?? '' })),
      families: p.familyIds.map((id) => ({ id, name: names.families[id] ?? '' })),
      languages: p.languages.map((l) => ({
        language: l.language,
        overall: l.rank ? CEFR_LEVELS[l.rank - 1]! : null,
      })),
      residenceCountry:
        p.residenceCountryId !== null
          ? { id: p.residenceCountryId, name: names.countries[p.residenceCountryId] ?? '' }
          : null,
      recognition: p.recognition,
      hasCv: p.cvId !== null,
      updatedAt: p.updatedAt.toISOString(),
    }));
    return { items, totalItems: Number(total?.n ?? 0), paging };
  };

  // ---- for other modules (the door) ----

  /** What the match reads of the user's profile (null: no profile). */
  const matchProfileOf = async (userId: number): Promise<MatchProfile | null> => {
    const row = await rowOfUser(userId);
    return row ? labels.matchProfile(row) : null;
  };

  /** GDPR export: the profile, its diffusion choices and where its files are downloaded. */
  const exportOf = async (userId: number) => {
    const row = await rowOfUser(userId);
    if (!row) return null;
    return {
      profile: await toDto(row),
      diffusions: await diffusionsOf(userId),
      files: {
        cv: row.cvId !== null ? `/api/job_profiles/${row.id}/cv` : null,
        photo: row.photoId !== null ? `/api/job_profiles/${row.id}/photo` : null,
      },
    };
  };

  /** GDPR erasure: the profile, its diffusion choices and its files are deleted. */
  const eraseOf = async (userId: number) => {
    const row = await rowOfUser(userId);
    if (row) await removeRow(row);
  };

  return {
    getMine,
    saveMine,
    deleteMine,
    replaceFile,
    removeFile,
    myDiffusions,
    setDiffusion,
    list,
    get,
    full,
    file,
    library,
    matchProfileOf,
    exportOf,
    eraseOf,
  };
};
export type JobProfilesService = ReturnType<typeof createJobProfilesService>;
