import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BusinessCard, Locale, PersonalDataExport, User, UserProfileUpdate } from '@passerelle/contract';
import { UserProfileUpdateSchema } from '@passerelle/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { PersonalDataPart } from '../../platform/modules/index.ts';
import { createFirmEvents } from '../firms/index.ts';
import {
  fairAdmins,
  fairs,
  fairUsers,
  firms,
  passwordResetTokens,
  refreshTokens,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import {
  canEraseUser,
  canExportPersonalData,
  canReadBusinessCard,
  canUpdateProfile,
  meetingFairs,
} from './users.policy.ts';
import { profileColumns, toBusinessCard } from './users.mapper.ts';
import { loadUserScope } from './users.scope.ts';
import { isForeignKeyViolation } from '../../platform/db/index.ts';

type ProfileInput = z.output<typeof UserProfileUpdateSchema>;

export const createProfileService = (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  getUserDetail: (id: number) => Promise<User>,
  personalData: readonly PersonalDataPart[] = [],
) => {
  const { db, bus } = deps;
  const scopeOf = (userId: number) => loadUserScope(db, userId);

  const updateProfile = async ({
    actor,
    userId,
    data,
  }: {
    actor: Actor;
    userId: number;
    data: ProfileInput;
  }) => {
    const target = await scopeOf(userId);
    if (!canUpdateProfile(actor, target)) throw forbidden();
    const values = profileColumns(data);
    if (Object.keys(values).length)
      await db
        .update(users)
        .set(values)
        .where(eq(users.id, userId))
        .catch((err: { code?: string; cause?: { code?: string } }) => {
          // A reference id that does not exist (country, civil status…): a bad value, not a 500.
          if (isForeignKeyViolation(err)) throw conflict('invalid_value');
          throw err;
        });
    if (Object.keys(values).length)
      await bus.publish({
        name: 'user.changed',
        payload: { userId, fairIds: target.fairIds, firmId: target.firmId ?? null, action: 'updated' },
      });
    return getUserDetail(userId);
  };

  /** Business card of a user; the e-mail is left out where the fair asked (§3 hide-email option). */
  const businessCard = async ({
    actor,
    userId,
    fairId,
  }: {
    actor: Actor;
    userId: number;
    fairId?: number;
  }): Promise<BusinessCard> => {
    const target = await scopeOf(userId);
    if (!canReadBusinessCard(actor, target)) throw notFound();
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    if (actor.id === userId) return toBusinessCard(u!, true);
    // The fairs the card is read in: `?fair=` only when both meet there (a fair the owner is not
    // in, or the reader is not in, unlocks nothing); else every fair where they meet, else the
    // owner's fairs (organizers, supervisors). The e-mail shows only if none of them hides it.
    const meeting = meetingFairs(actor, target);
    const context =
      fairId !== undefined && meeting.includes(fairId)
        ? [fairId]
        : meeting.length
          ? meeting
          : [...target.fairIds, ...(target.adminFairIds ?? [])];
    const hiding = context.length
      ? await db
          .select({ id: fairs.id })
          .from(fairs)
          .where(and(eq(fairs.isHidingEmailUser, true), inArray(fairs.id, context)))
      : [];
    return toBusinessCard(u!, context.length > 0 && hiding.length === 0);
  };

  /** Everything held about the user (no secrets: hashes of passwords and tokens stay out). */
  const exportPersonalData = async ({
    actor,
    userId,
  }: {
    actor: Actor;
    userId: number;
    locale: Locale;
  }): Promise<PersonalDataExport> => {
    const target = await scopeOf(userId);
    if (!canExportPersonalData(actor, target)) throw forbidden();
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    const { passwordHash: _secret, ...user } = u!;
    const [memberships, administered, sessions, resets, firm] = await Promise.all([
      db
        .select({
          fair: fairUsers.fairId,
          fairName: fairs.name,
          isValidated: fairUsers.isValidated,
          since: fairUsers.createdAt,
        })
        .from(fairUsers)
        .innerJoin(fairs, eq(fairs.id, fairUsers.fairId))
        .where(eq(fairUsers.userId, userId)),
      db
        .select({ fair: fairAdmins.fairId, fairName: fairs.name })
        .from(fairAdmins)
        .innerJoin(fairs, eq(fairs.id, fairAdmins.fairId))
        .where(eq(fairAdmins.userId, userId)),
      db
        .select({
          createdAt: refreshTokens.createdAt,
          ip: refreshTokens.ip,
          userAgent: refreshTokens.userAgent,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId)),
      db
        .select({
          purpose: passwordResetTokens.purpose,
          createdAt: passwordResetTokens.createdAt,
          ip: passwordResetTokens.ip,
          newEmail: passwordResetTokens.newEmail,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId)),
      u!.firmId
        ? db.select({ id: firms.id, name: firms.name }).from(firms).where(eq(firms.id, u!.firmId))
        : Promise.resolve([]),
    ]);
    const modules: Record<string, unknown> = {};
    for (const part of personalData) modules[part.key] = await part.export(userId);
    return {
      exportedAt: new Date().toISOString(),
      modules: JSON.parse(JSON.stringify(modules)) as Record<string, unknown>,
      user: JSON.parse(JSON.stringify(user)) as Record<string, unknown>,
      fairMemberships: memberships.map((m) => ({ ...m, since: m.since.toISOString() })),
      administeredFairs: administered,
      firm: firm[0] ?? null,
      sessions: sessions.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        revoked: s.revokedAt !== null,
      })),
      passwordResetRequests: resets
        .filter((r) => r.purpose === 'password')
        .map((r) => ({ createdAt: r.createdAt.toISOString(), ip: r.ip, used: r.usedAt !== null })),
      emailChangeRequests: resets
        .filter((r) => r.purpose === 'email_change')
        .map((r) => ({
          createdAt: r.createdAt.toISOString(),
          ip: r.ip,
          newEmail: r.newEmail ?? '',
          used: r.usedAt !== null,
        })),
    };
  };

  /**
   * Erasure (GDPR Art. 17): personal fields and credentials are removed, every session ends, the
   * e-mail becomes reusable. The row stays, anonymous, so counts in statistics do not change.
   */
  const eraseUser = async ({ actor, userId }: { actor: Actor; userId: number }) => {
    const target = await scopeOf(userId);
    if (!canEraseUser(actor, target)) throw forbidden();
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email: `erased-${userId}@erased.invalid`,
          passwordHash: null,
          roles: [],
          firstName: '',
          lastName: '',
          displayEmail: null,
          civilStatusId: null,
          jobTitle: null,
          countryId: null,
          languageIds: [],
          address: null,
          postalCode: null,
          city: null,
          department: null,
          phone: null,
          cell: null,
          birthday: null,
          socialLinks: {},
          videoconferenceLinks: {},
          customFields: {},
          firmTypeId: null,
          firmValue: null,
          website: null,
          isAcceptingDiffusion: false,
          firmId: null,
          erasedAt: now,
        })
        .where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(fairAdmins).where(eq(fairAdmins.userId, userId));
    });
    // What other modules hold (the job profile, its CV and photo files).
    for (const part of personalData) await part.erase(userId);
    await bus.publish(
      {
        name: 'user.changed',
        payload: { userId, fairIds: target.fairIds, firmId: target.firmId ?? null, action: 'erased' },
      },
      // Its organizer seats ended: they are part of those fairs.
      ...(target.adminFairIds ?? []).map((fairId) => ({
        name: 'fair.changed' as const,
        payload: { fairId, action: 'updated' as const },
      })),
    );
    await createFirmEvents(deps).staffChanged({ userId, firmId: target.firmId ?? null });
  };

  return { updateProfile, businessCard, exportPersonalData, eraseUser };
};
export type ProfileService = ReturnType<typeof createProfileService>;
export type { UserProfileUpdate };
