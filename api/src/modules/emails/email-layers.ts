import { and, asc, eq } from 'drizzle-orm';
import {
  LOCALES,
  type EmailTemplateCode,
  type EmailTranslations,
  type FullEmailTranslations,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { emails, fairEmails } from '../../db/schema/index.ts';
import { builtinTranslations } from '../../platform/mail/index.ts';

type Layer = EmailTranslations | null | undefined;

/** Per locale, the first layer that has a wording for it, else the built-in text of that locale. */
export const resolveTranslations = (code: EmailTemplateCode, layers: Layer[]): FullEmailTranslations => {
  const builtin = builtinTranslations(code);
  return Object.fromEntries(
    LOCALES.map((l) => [l, layers.find((t) => t?.[l])?.[l] ?? builtin[l]]),
  ) as FullEmailTranslations;
};

/** The model row of each code (the oldest, should several exist). */
export const loadModels = async (db: Db, code?: EmailTemplateCode) => {
  const rows = await db
    .select()
    .from(emails)
    .where(code ? and(eq(emails.isModel, true), eq(emails.code, code)) : eq(emails.isModel, true))
    .orderBy(asc(emails.id));
  const byCode = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!byCode.has(r.code)) byCode.set(r.code, r);
  return byCode;
};

/** A fair's own rows by code (enabled or not). */
export const loadFairRows = async (db: Db, fairId: number, code?: EmailTemplateCode) => {
  const rows = await db
    .select()
    .from(fairEmails)
    .where(
      code ? and(eq(fairEmails.fairId, fairId), eq(fairEmails.code, code)) : eq(fairEmails.fairId, fairId),
    );
  return new Map(rows.map((r) => [r.code, r]));
};
