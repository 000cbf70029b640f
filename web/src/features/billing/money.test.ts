import { describe, expect, it } from 'vitest';
import { centsOf, formatMoney, unitsOf } from './money.ts';

describe('money', () => {
  it('reads amounts as people type them, in cents', () => {
    expect(centsOf('1 500,50')).toBe(150_050);
    expect(centsOf('1500.5')).toBe(150_050);
    expect(centsOf('0')).toBe(0);
    expect(centsOf(12.345)).toBe(1235);
    for (const bad of ['', '12,345', '-3', 'abc', '1.2.3']) expect([bad, centsOf(bad)]).toEqual([bad, null]);
  });
  it('writes them in the reader’s language and back for an input', () => {
    expect(formatMoney(150_050, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 500,50 €');
    expect(formatMoney(-4_235, 'CAD', 'en')).toBe('-CA$42.35');
    expect(unitsOf(150_050)).toBe('1500.5');
    expect(unitsOf(null)).toBe('');
  });
});
