import type { Locale } from '@passerelle/contract/lite';

/** Cents from what a person typed (`1 500,50`, `1500.5`); null when it is not an amount. */
export const centsOf = (typed: string | number): number | null => {
  if (typeof typed === 'number') return Number.isFinite(typed) && typed >= 0 ? Math.round(typed * 100) : null;
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};

/** An amount in cents as the reader writes money (`1 500,50 €`, `€1,500.50`). */
export const formatMoney = (cents: number, currency: string, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** The amount in units for an input (`1500.5`). */
export const unitsOf = (cents: number | null): string => (cents === null ? '' : String(cents / 100));
