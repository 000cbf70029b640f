import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  EMAIL_PLACEHOLDERS,
  EMAIL_TEMPLATE_CODES,
  unknownPlaceholderPaths,
  type EffectiveEmail,
  type EmailTemplateCode,
  type EmailTemplateCreateSchema,
  type EmailTranslations,
  type FairEmailCreateSchema,
  type PaginationQuery,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emails, fairEmails, fairs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { builtinTranslations } from '../../platform/mail/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { loadFairRows, loadModels, resolveTranslations } from './email-layers.ts';
import { toEmailDto, toFairEmailDto } from './emails.mapper.ts';
import {
  canManageFairEmails,
  canReadEmailModels,
  canWriteEmailModels,
  managesEveryFair,
  mayManageSomeFairEmails,
} from './emails.policy.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';

type EmailInput = z.output<typeof EmailTemplateCreateSchema>;
type FairEmailInput = z.output<typeof FairEmailCreateSchema>;
type EmailQuery = PaginationQuery & { isModel?: string; code?: EmailTemplateCode };
type FairEmailQuery = PaginationQuery & { fair?: number; code?: EmailTemplateCode };

const templateExists = () =>
  conflict('email_template_exists', [{ propertyPath: 'code', code: 'email_template_exists' }]);

/** 422 `unknown_placeholder` on every field that uses a placeholder the template does not offer. */
const checkPlaceholders = (code: EmailTemplateCode, translations: EmailTranslations) => {
  const paths = unknownPlaceholderPaths(code, translations);
  if (paths.length)
    throw unprocessable(paths.map((propertyPath) => ({ propertyPath, code: 'unknown_placeholder' })));
};

const asBool = (v: string | undefined) => (v === undefined ? undefined : v === 'true' || v === '1');

export const createEmailsService = (db: Db) => {
  // ——— /emails: the installation's templates ———

  const findEmail = async (id: number) => {
    const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };
  /** One model per code: a second one would make the fallback ambiguous. */
  const assertSingleModel = async (code: string, exceptId?: number) => {
    const [other] = await db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          eq(emails.isModel, true),
          eq(emails.code, code),
          exceptId === undefined ? undefined : ne(emails.id, exceptId),
        ),
      )
      .limit(1);
    if (other) throw templateExists();
  };

  const listEmails = async ({ actor, query }: { actor: Actor; query: EmailQuery }) => {
    if (!canReadEmailModels(actor)) throw forbidden();
    const paging = resolvePaging(query, 30);
    const isModel = asBool(query.isModel);
    const where = and(
      isModel === undefined ? undefined : eq(emails.isModel, isModel),
      query.code ? eq(emails.code, query.code) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(emails).where(where).orderBy(asc(emails.id)).limit(paging.limit).offset(paging.offset),
      db.select({ n: count() }).from(emails).where(where),
    ]);
    return { items: rows.map(toEmailDto), totalItems: Number(total?.n ?? 0), paging };
  };

  const getEmail = async ({ actor, id }: { actor: Actor; id: number }) => {
    if (!canReadEmailModels(actor)) throw forbidden();
    return toEmailDto(await findEmail(id));
  };

  const createEmail = async ({ actor, data }: { actor: Actor; data: EmailInput }) => {
    if (!canWriteEmailModels(actor)) throw forbidden();
    checkPlaceholders(data.code, data.translations);
    if (data.isModel) await assertSingleModel(data.code);
    const [row] = await db.insert(emails).values(data).returning();
    return toEmailDto(row!);
  };

  const updateEmail = async ({
    actor,
    id,
    data,
  }: {
    actor: Actor;
    id: number;
    data: Partial<EmailInput>;
  }) => {
    if (!canReadEmailModels(actor)) throw forbidden();
    const current = await findEmail(id);
    if (!canWriteEmailModels(actor)) throw forbidden();
    const next = { ...current, ...data };
    if (data.code !== undefined || data.translations !== undefined)
      checkPlaceholders(next.code as EmailTemplateCode, next.translations);
    if (next.isModel && (data.code !== undefined || data.isModel !== undefined))
      await assertSingleModel(next.code, id);
    if (Object.keys(data).length === 0) return toEmailDto(current);
    const [row] = await db.update(emails).set(data).where(eq(emails.id, id)).returning();
    return toEmailDto(row!);
  };

  const deleteEmail = async ({ actor, id }: { actor: Actor; id: number }) => {
    if (!canReadEmailModels(actor)) throw forbidden();
    await findEmail(id);
    if (!canWriteEmailModels(actor)) throw forbidden();
    await db.delete(emails).where(eq(emails.id, id));
  };

  // ——— /fair_emails: a fair's own wording ———

  const findFairEmail = async (actor: Actor, id: number) => {
    if (!mayManageSomeFairEmails(actor)) throw forbidden();
    const [row] = await db.select().from(fairEmails).where(eq(fairEmails.id, id)).limit(1);
    if (!row) throw notFound();
    if (!canManageFairEmails(actor, row.fairId)) throw forbidden();
    return row;
  };
  /** The fair named in a body must exist (422 on `fair`) and be the actor's (403). */
  const assertFairOfBody = async (actor: Actor, fairId: number) => {
    const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId)).limit(1);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canManageFairEmails(actor, fairId)) throw forbidden();
  };
  const writeFairEmail = <T>(write: Promise<T>) =>
    write.catch((err: unknown) => {
      if (isUniqueViolation(err)) throw templateExists();
      throw err;
    });

  const listFairEmails = async ({
    actor,
    query,
  }: {
    actor: Actor;
    query: FairEmailQuery;
  }): Promise<Page<ReturnType<typeof toFairEmailDto>>> => {
    if (!mayManageSomeFairEmails(actor)) throw forbidden();
    if (query.fair !== undefined && !canManageFairEmails(actor, query.fair)) throw forbidden();
    const paging = resolvePaging(query, 30);
    // Without a fair filter: the rows of every fair the actor organises.
    const scope: SQL | undefined =
      query.fair !== undefined
        ? eq(fairEmails.fairId, query.fair)
        : managesEveryFair(actor)
          ? undefined
          : inArray(fairEmails.fairId, actor.adminFairIds.length ? actor.adminFairIds : [-1]);
    const where = and(scope, query.code ? eq(fairEmails.code, query.code) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(fairEmails)
        .where(where)
        .orderBy(asc(fairEmails.fairId), asc(fairEmails.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(fairEmails).where(where),
    ]);
    return { items: rows.map(toFairEmailDto), totalItems: Number(total?.n ?? 0), paging };
  };

  const getFairEmail = async ({ actor, id }: { actor: Actor; id: number }) =>
    toFairEmailDto(await findFairEmail(actor, id));

  const createFairEmail = async ({ actor, data }: { actor: Actor; data: FairEmailInput }) => {
    if (!mayManageSomeFairEmails(actor)) throw forbidden();
    await assertFairOfBody(actor, data.fair);
    checkPlaceholders(data.code, data.translations);
    const { fair, ...rest } = data;
    const [row] = await writeFairEmail(
      db
        .insert(fairEmails)
        .values({ ...rest, fairId: fair })
        .returning(),
    );
    return toFairEmailDto(row!);
  };

  const updateFairEmail = async ({
    actor,
    id,
    data,
  }: {
    actor: Actor;
    id: number;
    data: Partial<FairEmailInput>;
  }) => {
    const current = await findFairEmail(actor, id);
    if (data.fair !== undefined && data.fair !== current.fairId) await assertFairOfBody(actor, data.fair);
    const code = (data.code ?? current.code) as EmailTemplateCode;
    if (data.code !== undefined || data.translations !== undefined)
      checkPlaceholders(code, data.translations ?? current.translations);
    const { fair, ...rest } = data;
    const values = { ...rest, ...(fair !== undefined && { fairId: fair }) };
    if (Object.keys(values).length === 0) return toFairEmailDto(current);
    const [row] = await writeFairEmail(
      db.update(fairEmails).set(values).where(eq(fairEmails.id, id)).returning(),
    );
    return toFairEmailDto(row!);
  };

  const deleteFairEmail = async ({ actor, id }: { actor: Actor; id: number }) => {
    await findFairEmail(actor, id);
    await db.delete(fairEmails).where(eq(fairEmails.id, id));
  };

  // ——— /fair-emails: what applies ———

  /**
   * Every template as it applies. With a fair: the fair's enabled wording, else the model, else
   * the built-in text, per locale. Without: the models over the built-in texts.
   */
  const listEffective = async ({
    actor,
    fairId,
  }: {
    actor: Actor;
    fairId?: number;
  }): Promise<EffectiveEmail[]> => {
    if (fairId === undefined) {
      if (!canReadEmailModels(actor)) throw forbidden();
    } else {
      if (!mayManageSomeFairEmails(actor)) throw forbidden();
      const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId)).limit(1);
      if (!fair) throw notFound();
      if (!canManageFairEmails(actor, fairId)) throw forbidden();
    }
    const [models, fairRows] = await Promise.all([
      loadModels(db),
      fairId === undefined ? new Map<string, never>() : loadFairRows(db, fairId),
    ]);
    return EMAIL_TEMPLATE_CODES.map((code): EffectiveEmail => {
      const model = models.get(code);
      const own = fairRows.get(code);
      const placeholders = [...EMAIL_PLACEHOLDERS[code]];
      if (fairId === undefined)
        return {
          code,
          source: model ? 'model' : 'builtin',
          fairEmailId: null,
          isEnabled: true,
          modelId: model?.id ?? null,
          placeholders,
          translations: resolveTranslations(code, [model?.translations]),
          fallback: builtinTranslations(code),
          stored: model?.translations ?? null,
        };
      const fallback = resolveTranslations(code, [model?.translations]);
      const active = own?.isEnabled ? own : undefined;
      return {
        code,
        source: active ? 'fair' : model ? 'model' : 'builtin',
        fairEmailId: own?.id ?? null,
        isEnabled: own?.isEnabled ?? true,
        modelId: model?.id ?? null,
        placeholders,
        translations: active
          ? resolveTranslations(code, [active.translations, model?.translations])
          : fallback,
        fallback,
        stored: own?.translations ?? null,
      };
    });
  };

  return {
    listEmails,
    getEmail,
    createEmail,
    updateEmail,
    deleteEmail,
    listFairEmails,
    getFairEmail,
    createFairEmail,
    updateFairEmail,
    deleteFairEmail,
    listEffective,
  };
};
export type EmailsService = ReturnType<typeof createEmailsService>;
