import { describe, expect, it } from 'vitest';
import { filterBooths, hallVisitSearch, languagesOf, sectorsOf, visibleBooths } from './hall-visit-model.ts';
import { makeStand } from './stand-fixtures.ts';

const nursing = { id: 4, name: 'Soins infirmiers' };
const social = { id: 7, name: 'Action sociale' };
const a = makeStand({ id: 1, number: 2, name: 'A', sectors: [nursing], languages: ['fr', 'en'] });
const b = makeStand({ id: 2, number: 1, name: 'B', sectors: [social, nursing], languages: ['es'] });
const hidden = makeStand({ id: 3, number: 3, name: 'C', isVisible: false });

describe('hall visit: booths and filters', () => {
  it('shows visible booths by number and offers only the sectors and languages present', () => {
    const booths = visibleBooths([a, hidden, b]);
    expect(booths.map((s) => s.id)).toEqual([2, 1]);
    expect(sectorsOf(booths)).toEqual([social, nursing]);
    expect(languagesOf(booths)).toEqual(['fr', 'en', 'es']);
  });

  it('filters by sector and by language spoken at the booth, both together', () => {
    expect(filterBooths([a, b], {}).map((s) => s.id)).toEqual([1, 2]);
    expect(filterBooths([a, b], { sector: 7 }).map((s) => s.id)).toEqual([2]);
    expect(filterBooths([a, b], { lang: 'en' }).map((s) => s.id)).toEqual([1]);
    expect(filterBooths([a, b], { sector: 7, lang: 'en' })).toEqual([]);
  });

  it('reads the filters from the URL and drops what is malformed', () => {
    expect(hallVisitSearch({ sector: '7', lang: 'nl' })).toEqual({ sector: 7, lang: 'nl' });
    expect(hallVisitSearch({ sector: 'x', lang: 'it' })).toEqual({});
  });
});
