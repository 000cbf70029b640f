import { EMAIL_TEMPLATE_CODES } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { isEmptyTable } from '../../platform/db/index.ts';
import { builtinTranslations } from '../../platform/mail/index.ts';

/** §3 Email: one model per template, worded as the built-in text in the five locales. */
export const seedEmailModels = async (db: Db) => {
  if (!(await isEmptyTable(db, emails))) return;
  await db
    .insert(emails)
    .values(
      EMAIL_TEMPLATE_CODES.map((code) => ({ code, isModel: true, translations: builtinTranslations(code) })),
    );
};
