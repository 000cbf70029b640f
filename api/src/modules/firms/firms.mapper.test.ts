import { describe, expect, it } from 'vitest';
import { FIRM_SHORT_DESCRIPTION_LENGTH } from '@passerelle/contract';
import { shortDescription } from './firms.mapper.ts';

/** The whole description collapsed, then cut: what the card must show. */
const reference = (description: string | null) => {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= FIRM_SHORT_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, FIRM_SHORT_DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > FIRM_SHORT_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
};

describe('a firm card’s short description', () => {
  it('reads only the head of a long description and cuts it as if it had read the whole', () => {
    const word = 'soins ';
    const cases = [
      null,
      '',
      '   \n\t ',
      'Maison de repos.',
      word.repeat(30),
      word.repeat(31),
      word.repeat(2000),
      `${' '.repeat(600)}${word.repeat(100)}`, // the head is only spaces: the whole is read
      `${'a'.repeat(179)}${' '.repeat(400)}b${word.repeat(100)}`, // a long run of spaces at the cut
      `${'Un centre,   hospitalier. '.repeat(40)}`,
      `${'x'.repeat(181)}\n\n${word.repeat(500)}`,
      `${'é'.repeat(537)}  ${'z'.repeat(10)}`, // a run of spaces across the head's end
    ];
    for (const description of cases) expect(shortDescription(description)).toBe(reference(description));
    expect(shortDescription(word.repeat(2000))!.length).toBeLessThanOrEqual(
      FIRM_SHORT_DESCRIPTION_LENGTH + 1,
    );
  });
});
