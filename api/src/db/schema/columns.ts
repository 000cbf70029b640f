import { integer, jsonb, serial, timestamp } from 'drizzle-orm/pg-core';
import type { NameTranslations } from '@passerelle/contract';

/** Shared column builders so every table spells ids, timestamps and translations the same way. */
export const id = () => serial('id').primaryKey();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const nameTranslations = () => jsonb('translations').$type<NameTranslations>().notNull();
export const position = () => integer('position').notNull().default(0);
