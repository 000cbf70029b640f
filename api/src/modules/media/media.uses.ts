import { and, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fairFirms,
  fairHalls,
  firms,
  mediaObjects,
  standAdmins,
  standContacts,
  standLanguages,
  standResources,
  stands,
} from '../../db/schema/index.ts';
import { ROLES } from '@passerelle/contract';
import { hasRole, inOrganizedFairs, type Actor } from '../../platform/access/index.ts';
import type { MediaUse } from './media.policy.ts';

/**
 * Every column that refers to a media item, by the subject it makes of the file. A module that
 * adds such a column adds it here (and to `loadUses`/`visibleUses`); `media.subjects.test.ts`
 * fails while a foreign key to `media_objects` is missing from this list. The sweep
 * (media.sweep.ts) keeps every file one of these columns names.
 */
export const MEDIA_REFERENCES = [
  { table: 'stands', column: 'image_id', subject: 'booth' },
  { table: 'stands', column: 'logo_id', subject: 'booth' },
  { table: 'stand_resources', column: 'media_id', subject: 'booth' },
  { table: 'fair_halls', column: 'left_image_id', subject: 'hall' },
  { table: 'fair_halls', column: 'right_image_id', subject: 'hall' },
  { table: 'fair_halls', column: 'overview_image_id', subject: 'hall' },
  { table: 'firms', column: 'logo_id', subject: 'firm' },
  // A candidate's CV and photo: private files (`UploadOptions.private`), read through the
  // job-profiles module's routes under its policy; /media_objects shows them to the uploader only.
  { table: 'job_profiles', column: 'cv_id', subject: 'user' },
  { table: 'job_profiles', column: 'photo_id', subject: 'user' },
] as const;

/** The conditions "the outer media row is used by a booth / a hall / a firm", with an extra filter on the subject. */
const usedBy = (db: Db, filters: { booth?: SQL; hall?: SQL; firm?: SQL } = {}) => {
  const one = { x: sql`1` };
  const booth = exists(
    db
      .select(one)
      .from(stands)
      .where(
        and(
          or(
            eq(stands.imageId, mediaObjects.id),
            eq(stands.logoId, mediaObjects.id),
            exists(
              db
                .select(one)
                .from(standResources)
                .innerJoin(standLanguages, eq(standLanguages.id, standResources.standLanguageId))
                .where(
                  and(eq(standLanguages.standId, stands.id), eq(standResources.mediaId, mediaObjects.id)),
                ),
            ),
          ),
          filters.booth,
        ),
      ),
  );
  const hall = exists(
    db
      .select(one)
      .from(fairHalls)
      .where(
        and(
          or(
            eq(fairHalls.leftImageId, mediaObjects.id),
            eq(fairHalls.rightImageId, mediaObjects.id),
            eq(fairHalls.overviewImageId, mediaObjects.id),
          ),
          filters.hall,
        ),
      ),
  );
  const firm = exists(
    db
      .select(one)
      .from(firms)
      .where(and(eq(firms.logoId, mediaObjects.id), filters.firm)),
  );
  return { booth, hall, firm };
};

/**
 * `canSeeMedia` as SQL for lists (the same rules as media.policy.ts, kept in step by
 * media.test.ts): unused files of the uploader, and files whose subject the actor may see.
 */
export const visibleMedia = (db: Db, actor: Actor): SQL => {
  const one = { x: sql`1` };
  const any = usedBy(db);
  const unusedMine = and(eq(mediaObjects.uploadedBy, actor.id), not(or(any.booth, any.hall, any.firm)!));
  const firmMember = actor.firmId !== null && hasRole(actor, ROLES.EXHIBITOR) ? actor.firmId : null;
  const mine = usedBy(db, {
    booth: or(
      inOrganizedFairs(stands.fairId, actor),
      firmMember !== null ? eq(stands.firmId, firmMember) : undefined,
      exists(
        db
          .select(one)
          .from(standAdmins)
          .where(and(eq(standAdmins.standId, stands.id), eq(standAdmins.userId, actor.id))),
      ),
      exists(
        db
          .select(one)
          .from(standContacts)
          .where(and(eq(standContacts.standId, stands.id), eq(standContacts.userId, actor.id))),
      ),
    ),
    hall: inOrganizedFairs(fairHalls.fairId, actor),
    firm: or(
      firmMember !== null ? eq(firms.id, firmMember) : undefined,
      exists(
        db
          .select(one)
          .from(fairFirms)
          .where(and(eq(fairFirms.firmId, firms.id), inOrganizedFairs(fairFirms.fairId, actor))),
      ),
    ),
  });
  return or(unusedMine, mine.booth, mine.hall, mine.firm)!;
};

/** What uses each of the files, with what the rules need about each subject. */
export const loadUses = async (db: Db, ids: number[]): Promise<Map<number, MediaUse[]>> => {
  const out = new Map<number, MediaUse[]>();
  if (!ids.length) return out;
  const add = (id: number | null, use: MediaUse) => {
    if (id === null || !ids.includes(id)) return;
    out.set(id, [...(out.get(id) ?? []), use]);
  };
  const [boothRows, resourceRows, hallRows, firmRows] = await Promise.all([
    db
      .select({
        id: stands.id,
        fairId: stands.fairId,
        firmId: stands.firmId,
        imageId: stands.imageId,
        logoId: stands.logoId,
      })
      .from(stands)
      .where(or(inArray(stands.imageId, ids), inArray(stands.logoId, ids))),
    db
      .select({
        mediaId: standResources.mediaId,
        id: stands.id,
        fairId: stands.fairId,
        firmId: stands.firmId,
      })
      .from(standResources)
      .innerJoin(standLanguages, eq(standLanguages.id, standResources.standLanguageId))
      .innerJoin(stands, eq(stands.id, standLanguages.standId))
      .where(inArray(standResources.mediaId, ids)),
    db
      .select({
        id: fairHalls.id,
        fairId: fairHalls.fairId,
        left: fairHalls.leftImageId,
        right: fairHalls.rightImageId,
        overview: fairHalls.overviewImageId,
      })
      .from(fairHalls)
      .where(
        or(
          inArray(fairHalls.leftImageId, ids),
          inArray(fairHalls.rightImageId, ids),
          inArray(fairHalls.overviewImageId, ids),
        ),
      ),
    db.select({ id: firms.id, logoId: firms.logoId }).from(firms).where(inArray(firms.logoId, ids)),
  ]);
  const standIds = [...new Set([...boothRows, ...resourceRows].map((r) => r.id))];
  const firmIds = firmRows.map((f) => f.id);
  const [admins, contacts, links] = await Promise.all([
    standIds.length ? db.select().from(standAdmins).where(inArray(standAdmins.standId, standIds)) : [],
    standIds.length ? db.select().from(standContacts).where(inArray(standContacts.standId, standIds)) : [],
    firmIds.length ? db.select().from(fairFirms).where(inArray(fairFirms.firmId, firmIds)) : [],
  ]);
  const booth = (s: { id: number; fairId: number; firmId: number }): MediaUse => ({
    kind: 'booth',
    standId: s.id,
    fairId: s.fairId,
    firmId: s.firmId,
    adminIds: admins.filter((a) => a.standId === s.id).map((a) => a.userId),
    contactIds: contacts.filter((c) => c.standId === s.id).map((c) => c.userId),
  });
  for (const s of boothRows) {
    add(s.imageId, booth(s));
    if (s.logoId !== s.imageId) add(s.logoId, booth(s));
  }
  for (const r of resourceRows) add(r.mediaId, booth(r));
  for (const h of hallRows)
    for (const id of new Set([h.left, h.right, h.overview]))
      add(id, { kind: 'hall', hallId: h.id, fairId: h.fairId });
  for (const f of firmRows)
    add(f.logoId, {
      kind: 'firm',
      firmId: f.id,
      fairIds: links.filter((l) => l.firmId === f.id).map((l) => l.fairId),
    });
  return out;
};
