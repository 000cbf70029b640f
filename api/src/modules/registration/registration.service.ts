import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ROLES,
  USER_TYPES,
  checkRegistrationAnswers,
  type AnswerValue,
  type ExhibitorRegistrationSchema,
  type Locale,
  type RegistrationFirmMatch,
  type RegistrationFormType,
  type RegistrationResult,
  type VisitorRegistrationSchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import {
  businessSectors,
  civilStatuses,
  countries,
  dataLists,
  fairAdmins,
  fairs,
  fairUsers,
  firmTypes,
  languages,
  users,
} from '../../db/schema/index.ts';
import { insertSelfRegistered, membershipState, reserveFairSeats } from '../users/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { hashPassword, isCommonPassword } from '../../platform/auth/index.ts';
import { conflict, forbidden, tooManyRequests, unprocessable } from '../../platform/errors/index.ts';
import type { MailTemplates } from '../emails/index.ts';
import { createFirmEvents, findFirmByName, insertFirm, type FirmJoinRequests } from '../firms/index.ts';
import type { RegistrationFormsService } from './registration-forms.service.ts';
import { acceptsRegistration } from './registration.policy.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';

type VisitorInput = z.output<typeof VisitorRegistrationSchema>;
type ExhibitorInput = z.output<typeof ExhibitorRegistrationSchema>;
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}
/** Renders a stored or built-in template (the e-mails module) for a fair and a locale. */
export type RenderMail = MailTemplates['render'];
export type MailWords = (locale: Locale) => {
  status: { waiting: string; validated: string };
  accountType: { visitor: string; exhibitor: string };
};

/** Builtin answers → user columns; custom answers → `customFields`. */
const columnsFromAnswers = (values: Record<string, AnswerValue>) => {
  const custom: Record<string, string | number | boolean> = {};
  const cols: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('custom')) custom[key] = value as string | number | boolean;
    else if (key === 'civilStatus') cols.civilStatusId = value as number;
    else if (key === 'country') cols.countryId = value as number;
    else if (key === 'languages') cols.languageIds = value as number[];
    else if (
      key === 'jobTitle' ||
      key === 'phone' ||
      key === 'cell' ||
      key === 'address' ||
      key === 'postalCode' ||
      key === 'city' ||
      key === 'birthday' ||
      key === 'website'
    )
      cols[key] = value as string;
  }
  return { ...cols, customFields: custom };
};

export const createRegistrationService = (
  deps: AppDeps,
  forms: RegistrationFormsService,
  mail: { render: RenderMail; words: MailWords },
  joinRequests: FirmJoinRequests,
) => {
  const { db } = deps;

  /** Ids in the answers must exist, and a list answer must belong to its field's list. */
  const checkReferences = async (type: RegistrationFormType, values: Record<string, AnswerValue>) => {
    const form = await forms.getForm(type);
    const bad: { propertyPath: string; code: string }[] = [];
    const exists = async (table: typeof civilStatuses | typeof countries, id: number) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
    if (typeof values.civilStatus === 'number' && !(await exists(civilStatuses, values.civilStatus)))
      bad.push({ propertyPath: 'fields.civilStatus', code: 'invalid_value' });
    if (typeof values.country === 'number' && !(await exists(countries, values.country)))
      bad.push({ propertyPath: 'fields.country', code: 'invalid_value' });
    if (Array.isArray(values.languages) && values.languages.length) {
      const found = await db
        .select({ id: languages.id })
        .from(languages)
        .where(inArray(languages.id, values.languages));
      if (found.length !== values.languages.length)
        bad.push({ propertyPath: 'fields.languages', code: 'invalid_value' });
    }
    for (const field of form.blocks.flatMap((b) => b.fields)) {
      const value = values[field.identifier];
      if (field.kind !== 'table' || typeof value !== 'number') continue;
      const [entry] = await db
        .select({ id: dataLists.id })
        .from(dataLists)
        .where(and(eq(dataLists.id, value), eq(dataLists.ref, field.ref ?? '')))
        .limit(1);
      if (!entry) bad.push({ propertyPath: `fields.${field.identifier}`, code: 'invalid_value' });
    }
    return bad;
  };

  /** A firm to create needs a known type and at least one known sector. */
  const checkNewFirm = async (firm: ExhibitorInput['firm']) => {
    const bad: { propertyPath: string; code: string }[] = [];
    if (firm.firmType === null) bad.push({ propertyPath: 'firm.firmType', code: 'required' });
    else {
      const [type] = await db
        .select({ id: firmTypes.id })
        .from(firmTypes)
        .where(eq(firmTypes.id, firm.firmType))
        .limit(1);
      if (!type) bad.push({ propertyPath: 'firm.firmType', code: 'invalid_value' });
    }
    if (!firm.sectors.length) bad.push({ propertyPath: 'firm.sectors', code: 'required' });
    else {
      const sectors = await db
        .select({ id: businessSectors.id })
        .from(businessSectors)
        .where(inArray(businessSectors.id, firm.sectors));
      if (sectors.length !== firm.sectors.length)
        bad.push({ propertyPath: 'firm.sectors', code: 'invalid_value' });
    }
    return bad;
  };

  /** Mails never fail a registration: the account exists, the outbox keeps what SMTP refused. */
  const sendMails = async (
    type: RegistrationFormType,
    fair: { id: number; name: string; homepage: string },
    user: { email: string; firstName: string; lastName: string; locale: Locale },
    isValidated: number,
    joinRequest: RegistrationResult['joinRequest'],
  ) => {
    const base = `${deps.config.publicUrl}/${fair.homepage}`;
    const status = (l: Locale) => mail.words(l).status[isValidated === 1 ? 'validated' : 'waiting'];
    // Asking to join a firm: the confirmation says the firm must accept the person first.
    const confirmation = await mail.render(
      joinRequest ? 'joinRequestConfirmation' : 'registrationConfirmation',
      {
        fairId: fair.id,
        locale: user.locale,
        params: {
          firstName: user.firstName,
          lastName: user.lastName,
          fairName: fair.name,
          ...(joinRequest && { firmName: joinRequest.firm.name }),
          status: status(user.locale),
          link: `${base}/login`,
        },
      },
    );
    await deps.mailer.send({ to: user.email, ...confirmation });
    const organizers = await db
      .select({ email: users.email, locale: users.locale })
      .from(fairAdmins)
      .innerJoin(users, eq(users.id, fairAdmins.userId))
      .where(and(eq(fairAdmins.fairId, fair.id), isNull(users.erasedAt)));
    for (const organizer of organizers) {
      const locale = (organizer.locale as Locale) ?? 'fr';
      const notice = await mail.render('registrationNotice', {
        fairId: fair.id,
        locale,
        params: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          fairName: fair.name,
          accountType: mail.words(locale).accountType[type],
          status: status(locale),
          link: `${base}/user/list`,
        },
      });
      await deps.mailer.send({ to: organizer.email, ...notice });
    }
  };

  /** `GET /register/firm-match`: whether this name would ask to join an existing firm. */
  const firmMatch = async (name: string): Promise<RegistrationFirmMatch> => {
    const firm = await findFirmByName(db, name);
    return { firm: firm ? { name: firm.name } : null };
  };

  const register = async (
    type: RegistrationFormType,
    body: VisitorInput | ExhibitorInput,
    meta: ClientMeta,
  ): Promise<RegistrationResult> => {
    const limit = deps.config.limits.registerPerIp;
    const c = await deps.counters.incr(`register:ip:${meta.ip}`, limit.windowMs);
    if (c.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
    await deps.captcha.verify(body.captcha, 'register', meta.ip);

    const [fair] = await db.select().from(fairs).where(eq(fairs.id, body.fair)).limit(1);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!acceptsRegistration(fair, type)) throw forbidden('registration_closed');

    const form = await forms.getForm(type);
    const { values, violations } = checkRegistrationAnswers(form.blocks, body.fields);
    if (isCommonPassword(body.password))
      violations.push({ propertyPath: 'password', code: 'password_common' });
    if (!violations.length) violations.push(...(await checkReferences(type, values)));
    // An existing firm's name asks to join it (its other fields are ignored); a new one creates it.
    const joining = 'firm' in body ? await findFirmByName(db, body.firm.name) : null;
    if ('firm' in body && !joining) violations.push(...(await checkNewFirm(body.firm)));
    if (violations.length) throw unprocessable(violations);

    // §5 "e-mail already exists" / "user already exists": the latter when already in this fair.
    const [existing] = await db
      .select({ id: users.id, fair: fairUsers.fairId })
      .from(users)
      .leftJoin(fairUsers, and(eq(fairUsers.userId, users.id), eq(fairUsers.fairId, fair.id)))
      .where(eq(sql`lower(${users.email})`, body.email))
      .limit(1);
    if (existing)
      throw existing.fair !== null
        ? conflict('user_exists', [{ propertyPath: 'email', code: 'user_exists' }])
        : conflict('email_exists', [{ propertyPath: 'email', code: 'email_exists' }]);

    const passwordHash = await hashPassword(body.password);
    const isValidated: 0 | 1 = fair.isAutoValidatingUsers ? 1 : 0;
    const result = await db
      .transaction(async (tx) => {
        await reserveFairSeats(tx, fair, { users: 1 });
        let firm: RegistrationResult['firm'] = null;
        let joinFirm: { id: number; name: string } | null = null;
        if ('firm' in body) {
          joinFirm = await findFirmByName(tx, body.firm.name);
          if (!joinFirm) {
            // The firm seen at validation was renamed meanwhile: this creates one, so check it now.
            if (joining) {
              const bad = await checkNewFirm(body.firm);
              if (bad.length) throw unprocessable(bad);
            }
            firm = await insertFirm(tx, {
              name: body.firm.name,
              firmTypeId: body.firm.firmType,
              address: body.firm.address,
              phone: body.firm.phone,
              email: body.firm.email,
              website: body.firm.website,
              fairId: fair.id,
              sectors: body.firm.sectors,
            });
          }
        }
        // Whoever creates the firm administers its booth. Naming an existing firm gives no firm
        // rights: a plain account asks to join it (permissions.md "Firms across fairs").
        const user = await insertSelfRegistered(tx, fair.id, isValidated, {
          email: body.email,
          passwordHash,
          roles: [firm === null ? ROLES.VISITOR : ROLES.EXHIBITOR],
          userType: firm === null ? USER_TYPES.VISITOR : USER_TYPES.STAND_ADMIN,
          firstName: body.firstName,
          lastName: body.lastName,
          locale: body.locale,
          isAcceptingDiffusion: body.acceptDiffusion,
          firmId: firm?.id ?? null,
          ...columnsFromAnswers(values),
        });
        const joinRequest: RegistrationResult['joinRequest'] = joinFirm
          ? {
              id: (
                await joinRequests.createRequest(tx, {
                  firmId: joinFirm.id,
                  userId: user.id,
                  fairId: fair.id,
                  requestedById: user.id,
                })
              ).id,
              firm: joinFirm,
              status: 'pending',
            }
          : null;
        return { ...user, fair: fair.id, isValidated, firm, joinRequest };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw conflict('email_exists', [{ propertyPath: 'email', code: 'email_exists' }]);
        throw err;
      });

    deps.log.info(
      { event: 'registered', userId: result.id, fairId: fair.id, type, ip: meta.ip },
      'registration',
    );
    await deps.bus.publish({
      name: 'membership.changed',
      payload: { userId: result.id, fairId: fair.id, state: membershipState(isValidated) },
    });
    if (result.firm) {
      const firmEvents = createFirmEvents(deps);
      await firmEvents.changed([result.firm.id], 'created');
      await firmEvents.staffChanged({ userId: result.id, firmId: result.firm.id });
    }
    void sendMails(type, fair, { ...body, locale: body.locale }, isValidated, result.joinRequest).catch(
      (err: unknown) => deps.log.error({ err, userId: result.id }, 'registration mails failed'),
    );
    if (result.joinRequest) void joinRequests.notify(result.joinRequest.id);
    return result;
  };

  return { register, firmMatch };
};
export type RegistrationService = ReturnType<typeof createRegistrationService>;
