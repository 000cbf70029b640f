import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  LEGAL_KINDS,
  isLocale,
  type LegalKind,
  type LegalPage,
  type LegalPageState,
  type Locale,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { fairLanguages, fairLegalPages, fairs, languages } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { defaultLegalHtml } from './defaults/index.ts';
import { canEditLegalPages, canReadLegalPages } from './legal.policy.ts';

type StoredRow = typeof fairLegalPages.$inferSelect;
/** One document of one fair in one language, and who asks. */
interface DocumentCall {
  actor: Actor;
  fairId: number;
  kind: LegalKind;
  locale: Locale;
}

/** Text a reader would see: tags dropped, non-breaking spaces as spaces, other entities as one character. */
const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x')
    .trim();

const toPage = (
  fairId: number,
  kind: LegalKind,
  locale: Locale,
  row: StoredRow | undefined,
  fairName: string,
): LegalPage =>
  row
    ? { fair: fairId, kind, locale, source: 'fair', html: row.html, updatedAt: row.updatedAt.toISOString() }
    : {
        fair: fairId,
        kind,
        locale,
        source: 'default',
        html: defaultLegalHtml(kind, locale, fairName),
        updatedAt: null,
      };

export const createLegalService = (db: Db) => {
  /** The fair's name and its languages, main first (404 when there is no such fair). */
  const loadFair = async (fairId: number) => {
    const [fair] = await db
      .select({ id: fairs.id, name: fairs.name })
      .from(fairs)
      .where(eq(fairs.id, fairId));
    if (!fair) throw notFound();
    const rows = await db
      .select({ code: languages.code })
      .from(fairLanguages)
      .innerJoin(languages, eq(languages.id, fairLanguages.languageId))
      .where(eq(fairLanguages.fairId, fairId))
      .orderBy(asc(fairLanguages.id));
    const locales = rows.map((r) => r.code).filter(isLocale);
    return { ...fair, locales: locales.length ? locales : [DEFAULT_LOCALE] };
  };

  const storedOf = async (fairId: number, kind?: LegalKind) =>
    db
      .select()
      .from(fairLegalPages)
      .where(and(eq(fairLegalPages.fairId, fairId), kind ? eq(fairLegalPages.kind, kind) : undefined));

  const loadForEdit = async (actor: Actor, fairId: number) => {
    const fair = await loadFair(fairId);
    if (!canEditLegalPages(actor, fairId)) throw forbidden();
    return fair;
  };

  /**
   * A document in the reader's language: the fair's wording in that language, else in its main
   * language (what the organizer wrote beats a generic text), else the built-in text of that language.
   */
  const getPage = async ({
    actor,
    fairId,
    kind,
    locale,
  }: Omit<DocumentCall, 'actor'> & { actor: Actor | null }): Promise<LegalPage> => {
    const fair = await loadFair(fairId);
    if (!canReadLegalPages(actor, fairId)) throw notFound();
    const rows = await storedOf(fairId, kind);
    const main = fair.locales[0]!;
    const own = rows.find((r) => r.locale === locale);
    if (own) return toPage(fairId, kind, locale, own, fair.name);
    const inMain = rows.find((r) => r.locale === main && fair.locales.includes(main));
    if (inMain) return toPage(fairId, kind, main, inMain, fair.name);
    return toPage(fairId, kind, locale, undefined, fair.name);
  };

  /** Every document in every language of the fair, for its editor. */
  const listStates = async ({
    actor,
    fairId,
  }: {
    actor: Actor;
    fairId: number;
  }): Promise<LegalPageState[]> => {
    const fair = await loadForEdit(actor, fairId);
    const rows = await storedOf(fairId);
    return LEGAL_KINDS.flatMap((kind) =>
      fair.locales.map((locale) => {
        const row = rows.find((r) => r.kind === kind && r.locale === locale);
        return {
          kind,
          locale,
          stored: row?.html ?? null,
          defaultHtml: defaultLegalHtml(kind, locale, fair.name),
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
    );
  };

  /** A language the fair does not offer would never be read: 422 `language_not_in_fair`. */
  const checkLocale = (fair: { locales: Locale[] }, locale: Locale) => {
    if (!fair.locales.includes(locale))
      throw unprocessable([{ propertyPath: 'locale', code: 'language_not_in_fair' }]);
  };

  const putPage = async ({
    actor,
    fairId,
    kind,
    locale,
    html,
  }: DocumentCall & { html: string }): Promise<LegalPage> => {
    const fair = await loadForEdit(actor, fairId);
    checkLocale(fair, locale);
    // §5 rich text: only the allow-listed tags survive; a text that was nothing but markup (or
    // scripts) is refused rather than stored as an empty page.
    const clean = sanitizeRichText(html);
    if (!visibleText(clean)) throw unprocessable([{ propertyPath: 'html', code: 'required' }]);
    const [row] = await db
      .insert(fairLegalPages)
      .values({ fairId, kind, locale, html: clean, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [fairLegalPages.fairId, fairLegalPages.kind, fairLegalPages.locale],
        set: { html: clean, updatedBy: actor.id, updatedAt: new Date() },
      })
      .returning();
    return toPage(fairId, kind, locale, row, fair.name);
  };

  /** Back to the built-in text (nothing stored is not an error: the default is already in use). */
  const resetPage = async ({ actor, fairId, kind, locale }: DocumentCall) => {
    await loadForEdit(actor, fairId);
    await db
      .delete(fairLegalPages)
      .where(
        and(
          eq(fairLegalPages.fairId, fairId),
          eq(fairLegalPages.kind, kind),
          eq(fairLegalPages.locale, locale),
        ),
      );
  };

  return { getPage, listStates, putPage, resetPage };
};
export type LegalService = ReturnType<typeof createLegalService>;
