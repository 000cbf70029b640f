import type { TaxRate } from '@passerelle/contract';

export interface PriceRule {
  id: number;
  standGroupId: number | null;
  standTypeId: number | null;
  standTypeVariationId: number | null;
  price: number;
  earlyBirdPrice: number | null;
  earlyBirdUntil: Date | null;
}
export interface PricedBooth {
  standGroupId: number | null;
  standTypeId: number | null;
  standTypeVariationId: number | null;
  createdAt: Date;
}

const KEYS = ['standGroupId', 'standTypeId', 'standTypeVariationId'] as const;

/**
 * The rule that prices a booth: every field the rule names matches the booth, and the rule naming
 * the most fields wins (the oldest on a tie). None: the booth has no price yet.
 */
export const ruleFor = (booth: PricedBooth, rules: readonly PriceRule[]): PriceRule | null => {
  let best: PriceRule | null = null;
  let bestScore = -1;
  for (const rule of [...rules].sort((a, b) => a.id - b.id)) {
    if (!KEYS.every((k) => rule[k] === null || rule[k] === booth[k])) continue;
    const score = KEYS.filter((k) => rule[k] !== null).length;
    if (score > bestScore) [best, bestScore] = [rule, score];
  }
  return best;
};

/** The booth's price in cents, early bird when it was booked (created) until the rule's date. */
export const priceOf = (booth: PricedBooth, rules: readonly PriceRule[]) => {
  const rule = ruleFor(booth, rules);
  if (!rule) return null;
  const earlyBird =
    rule.earlyBirdPrice !== null && rule.earlyBirdUntil !== null && booth.createdAt <= rule.earlyBirdUntil;
  return { amount: earlyBird ? rule.earlyBirdPrice! : rule.price, earlyBird };
};

/**
 * The taxes of a sale to a buyer of `buyerCountry`: that country's rates when the entity lists any,
 * else those of the entity's own country; each rounded to the cent on the total excluding tax.
 */
export const taxesOf = (
  totalExclTax: number,
  buyerCountry: string,
  entity: { country: string; taxRates: readonly TaxRate[] },
) => {
  const own = entity.taxRates.filter((r) => r.country === buyerCountry);
  const rates = own.length ? own : entity.taxRates.filter((r) => r.country === entity.country);
  return rates.map((r) => ({
    label: r.label,
    rate: r.rate,
    amount: Math.round((totalExclTax * r.rate) / 100),
  }));
};
