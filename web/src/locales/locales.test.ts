import { describe, expect, it } from 'vitest';
import { LOCALES } from '@passerelle/contract/lite';

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });
const filesOf = (locale: string): string[] =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${locale}/`))
    .map((path) => path.slice(locale.length + 3))
    .sort();

type Json = string | { [key: string]: Json };

const flatten = (value: Json, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
};

const load = (locale: string, file: string): Map<string, string> =>
  flatten(files[`./${locale}/${file}`] ?? {});

const namespaces = filesOf('fr');

describe('web locales', () => {
  it('has the five locales, each with the namespaces of fr', () => {
    for (const locale of LOCALES) {
      expect(filesOf(locale), locale).toEqual(namespaces);
    }
  });

  for (const file of namespaces) {
    const source = load('fr', file);
    for (const locale of LOCALES) {
      it(`${locale}/${file} has exactly the keys of fr, none empty`, () => {
        const target = load(locale, file);
        expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
        const empty = [...target].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty).toEqual([]);
      });

      it(`${locale}/${file} keeps the interpolation variables of fr`, () => {
        const target = load(locale, file);
        const vars = (text: string): string[] =>
          [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
        for (const [key, text] of source)
          expect(vars(target.get(key) ?? ''), `${locale}:${key}`).toEqual(vars(text));
      });
    }
  }
});
