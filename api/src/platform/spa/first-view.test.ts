import { describe, expect, it } from 'vitest';
import { homeTextsOf, publicPageOf } from './first-view.ts';
import { jsonForHtml } from './spa.ts';

describe('first view of the public pages', () => {
  it('recognises home, lobby, hall and booth, with or without the salon prefix', () => {
    expect(publicPageOf('/')).toEqual({ kind: 'home', salon: undefined });
    expect(publicPageOf('/sante-2026?x=1')).toEqual({ kind: 'home', salon: 'sante-2026' });
    expect(publicPageOf('/sante-2026/fair/visit/lobby')).toEqual({ kind: 'lobby', salon: 'sante-2026' });
    expect(publicPageOf('/fair/visit/3')).toEqual({ kind: 'hall', salon: undefined, id: 3 });
    expect(publicPageOf('/sante-2026/stand/visit/12/')).toEqual({
      kind: 'booth',
      salon: 'sante-2026',
      id: 12,
    });
  });

  it('draws nothing for the other pages', () => {
    // A one-segment path (/login) reads as a salon's home: no fair has that homepage, so no first view.
    for (const url of ['/sante-2026/user/dashboard', '/login/x', '/fair/visit/x', '/stand/visit', '/a/b/c/d'])
      expect(publicPageOf(url)).toBeNull();
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForHtml({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  it('writes the home page in the visitor’s language, else the fair’s main one, else French', () => {
    const fair = {
      id: 1,
      name: 'Salon',
      fairLanguages: [{ language: { code: 'nl' } }, { language: { code: 'fr' } }],
      homepageJson: { fr: { title: 'Bienvenue' }, nl: { title: 'Welkom' }, en: { title: 'Welcome' } },
    };
    expect(homeTextsOf(fair, 'en')?.title).toBe('Welcome');
    expect(homeTextsOf(fair, 'de')?.title).toBe('Welkom');
    expect(homeTextsOf({ ...fair, fairLanguages: [] }, 'de')?.title).toBe('Bienvenue');
  });
});
