import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LegalKind, Locale } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { users } from './users.ts';

/**
 * Issue 14: a fair's own wording of a legal document (legal notice, privacy notice, accessibility
 * statement) in one locale, as sanitised HTML. Absent row = the built-in default of that locale.
 *
 * A table of its own (owned by the `legal` module) rather than a jsonb column on `fairs`: up to
 * 3 documents × 5 locales × tens of kilobytes would ride along with every read of a fair (the
 * public fair list, the header, the read cache), while these texts are read on their own pages
 * only; a row per document also gives each one its own updatedAt for the "default in use" marker.
 */
export const fairLegalPages = pgTable(
  'fair_legal_pages',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LegalKind>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    html: text('html').notNull(),
    /** Who saved it last; the account's erasure keeps the text (it is the fair's, not the person's). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fair_legal_pages_fair_kind_locale_uq').on(t.fairId, t.kind, t.locale),
    index('fair_legal_pages_updated_by_idx').on(t.updatedBy),
  ],
);
