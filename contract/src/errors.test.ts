import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LOCALES } from './locales.ts';
import { MESSAGE_CODES } from './errors.ts';

const load = (l: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${l}/errors.json`, import.meta.url), 'utf8')) as {
    messages: Record<string, string>;
  };

describe('errors catalogue', () => {
  it.each(LOCALES)('%s translates every message code', (locale) => {
    const { messages } = load(locale);
    const missing = MESSAGE_CODES.filter((c) => !messages[c]?.trim());
    expect(missing).toEqual([]);
  });
});
