import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import {
  fairAdmins,
  fairFirms,
  fairLanguages,
  fairs,
  fairUsers,
  firms,
  headerButtons,
  languages,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/index.ts';

/** Test factories, also the building blocks of the demo seed (architecture §7). */

const hashes = new Map<string, Promise<string>>();
/** Same password → same hash, computed once: keeps factories fast without weakening the hash. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export const ROLE_USER_TYPE: Record<Role, number> = {
  [ROLES.SUPER_ADMIN]: USER_TYPES.SUPER_ADMIN,
  [ROLES.SUPER_ORGANIZER]: USER_TYPES.SUPER_ORGANIZER,
  [ROLES.ORGANIZER]: USER_TYPES.ORGANIZER,
  [ROLES.CLUSTER_ADMIN]: USER_TYPES.CLUSTER_ADMIN,
  [ROLES.EXHIBITOR]: USER_TYPES.STAND_ADMIN,
  [ROLES.SPEAKER]: USER_TYPES.SPEAKER,
  [ROLES.PRESS]: USER_TYPES.PRESS,
  [ROLES.VISITOR]: USER_TYPES.VISITOR,
  [ROLES.MODERATOR]: USER_TYPES.MODERATOR,
};

export interface BuildUserInput extends Partial<typeof users.$inferInsert> {
  role?: Role;
  password?: string;
  fairIds?: number[];
  /** Fairs where the membership waits for validation (isValidated 0). */
  waitingIn?: number[];
  adminOf?: number[];
}

export const buildUser = async (db: Db, input: BuildUserInput = {}) => {
  const {
    role = ROLES.VISITOR,
    password = 'Test-pass1!',
    fairIds = [],
    waitingIn = [],
    adminOf = [],
    ...rest
  } = input;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID().slice(0, 8)}@test.example`,
      firstName: 'Camille',
      lastName: 'Test',
      roles: [role],
      userType: ROLE_USER_TYPE[role],
      isValidated: 1,
      ...rest,
      passwordHash: await hashOnce(password),
    })
    .returning();
  if (fairIds.length)
    await db.insert(fairUsers).values(
      fairIds.map((fairId) => ({
        fairId,
        userId: user!.id,
        isValidated: waitingIn.includes(fairId) ? 0 : 1,
      })),
    );
  if (adminOf.length)
    await db.insert(fairAdmins).values(adminOf.map((fairId) => ({ fairId, userId: user!.id })));
  return { ...user!, password };
};

export const ensureLanguage = async (db: Db, code: string, name: string) => {
  const [found] = await db.select().from(languages).where(eq(languages.code, code)).limit(1);
  if (found) return found;
  const [row] = await db
    .insert(languages)
    .values({ code, translations: { fr: { name }, en: { name }, nl: { name }, de: { name }, es: { name } } })
    .returning();
  return row!;
};

export interface BuildFairInput extends Partial<typeof fairs.$inferInsert> {
  languageCodes?: string[];
  buttons?: (Omit<typeof headerButtons.$inferInsert, 'fairId' | 'position'> & { position?: number })[];
}

export const buildFair = async (db: Db, input: BuildFairInput = {}) => {
  const { languageCodes = ['fr', 'en'], buttons = [], ...rest } = input;
  const slug = `salon-${randomUUID().slice(0, 8)}`;
  const [fair] = await db
    .insert(fairs)
    .values({ name: `Salon ${slug}`, homepage: slug, status: 2, ...rest })
    .returning();
  for (const code of languageCodes) {
    const lang = await ensureLanguage(db, code, code.toUpperCase());
    await db.insert(fairLanguages).values({ fairId: fair!.id, languageId: lang.id });
  }
  if (buttons.length)
    await db.insert(headerButtons).values(buttons.map((b, i) => ({ position: i, ...b, fairId: fair!.id })));
  return fair!;
};

export interface BuildFirmInput extends Partial<typeof firms.$inferInsert> {
  /** Fairs the firm is linked to (fair_firms). */
  fairIds?: number[];
}

export const buildFirm = async (db: Db, input: BuildFirmInput = {}) => {
  const { fairIds = [], ...rest } = input;
  const [firm] = await db
    .insert(firms)
    .values({ name: `Employeur ${randomUUID().slice(0, 6)}`, ...rest })
    .returning();
  if (fairIds.length)
    await db.insert(fairFirms).values(fairIds.map((fairId) => ({ fairId, firmId: firm!.id })));
  return firm!;
};
