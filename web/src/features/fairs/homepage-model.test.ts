import { describe, expect, it } from 'vitest';
import { HOMEPAGE_SECTIONS } from '@passerelle/contract/lite';
import { draftOf, homepageBodyOf, isMissing, validateDrafts } from './homepage-model.ts';

describe('homepage model', () => {
  it('reads a stored homepage into a draft, with every section shown when none was chosen', () => {
    expect(draftOf(undefined)).toEqual({
      headerType: 'hero',
      title: '',
      subtitle: '',
      text: '',
      sections: [...HOMEPAGE_SECTIONS],
      banner: { text: '', link: '' },
    });
    expect(draftOf({ headerType: 'compact', title: 'Salon', sections: ['jobs'] })).toMatchObject({
      headerType: 'compact',
      title: 'Salon',
      sections: ['jobs'],
    });
    expect(isMissing(draftOf({ title: '  ' }))).toBe(true);
    expect(isMissing(draftOf({ title: 'Salon' }))).toBe(false);
  });

  it("saves the fair's languages from the drafts, keeps the others, drops empty texts and an empty banner", () => {
    const fair = { homepageJson: { de: { title: 'Messe' }, fr: { title: 'Ancien' } } };
    const fr = {
      ...draftOf(undefined),
      title: ' Nouveau ',
      sections: ['how' as const, 'booths' as const],
      banner: { text: '', link: '/x' },
    };
    expect(homepageBodyOf(fair, { fr })).toEqual({
      homepageJson: {
        de: { title: 'Messe' },
        fr: { headerType: 'hero', title: 'Nouveau', sections: ['booths', 'how'] },
      },
    });
  });

  it('refuses a banner link that is neither a path nor an http(s) address, per language', () => {
    const bad = { ...draftOf(undefined), banner: { text: 'Programme', link: 'javascript:alert(1)' } };
    const good = { ...draftOf(undefined), banner: { text: 'Programme', link: 'https://example.org/p' } };
    const codes = validateDrafts({ fr: good, en: bad });
    expect(codes['en.banner.link']).toBe('invalid_link');
    expect(codes['fr.banner.link']).toBeUndefined();
  });
});
