import { describe, expect, it } from 'vitest';
import {
  boothLanguages,
  boothPoster,
  boothVideos,
  contentIn,
  hasVideoroom,
  personsArt,
  pickBoothLanguage,
  resolveBoothLanguage,
  shownBrochures,
  videoroomPlaylist,
} from './stand-view-model.ts';
import { frenchContent, makeStand, pdf, resource } from './stand-test-data.ts';

describe('the language a visitor sees', () => {
  it('is the interface’s when the booth has it, else French, else the booth’s first', () => {
    expect(pickBoothLanguage(['fr', 'en'], 'en')).toBe('en');
    expect(pickBoothLanguage(['nl', 'fr'], 'de')).toBe('fr');
    expect(pickBoothLanguage(['nl', 'es'], 'de')).toBe('nl');
    expect(pickBoothLanguage([], 'fr')).toBeNull();
  });

  it('lists the booth’s languages French first, in the app’s order', () => {
    const en = { ...frenchContent(), id: 2, language: 'en' as const };
    const nl = { ...frenchContent(), id: 3, language: 'nl' as const };
    expect(boothLanguages(makeStand({ languages: [nl, en, frenchContent()] }))).toEqual(['fr', 'en', 'nl']);
  });

  it('keeps a chosen language only when the booth has it', () => {
    const stand = makeStand({ languages: [frenchContent(), { ...frenchContent(), id: 2, language: 'en' }] });
    expect(resolveBoothLanguage(stand, 'en', 'fr')).toBe('en');
    expect(resolveBoothLanguage(stand, 'nl', 'en')).toBe('en');
    expect(resolveBoothLanguage(stand, null, 'es')).toBe('fr');
  });
});

describe('what a booth shows', () => {
  it('shows the first 6 brochures with a file (§9), in order', () => {
    const content = {
      ...frenchContent(),
      resources: [
        ...Array.from({ length: 8 }, (_, i) =>
          resource({ id: 100 - i, type: 'TYPE_BROCHURE', media: pdf(i + 1), position: i }),
        ),
        resource({ id: 1, type: 'TYPE_BROCHURE', position: 9 }),
      ],
    };
    expect(shownBrochures(content).map((b) => b.media?.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('plays the first videoroom video on the videoroom screen, else the first booth video', () => {
    const fr = frenchContent();
    expect(videoroomPlaylist(fr).map((v) => v.id)).toEqual([11]);
    const withRoom = {
      ...fr,
      resources: [
        ...fr.resources,
        resource({
          id: 30,
          type: 'TYPE_VIDEOROOM',
          embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1',
        }),
      ],
    };
    expect(videoroomPlaylist(withRoom).map((v) => v.id)).toEqual([30, 11]);
    expect(hasVideoroom(withRoom)).toBe(true);
    expect(hasVideoroom({ ...fr, resources: [] })).toBe(false);
    expect(hasVideoroom(null)).toBe(false);
  });

  it('finds the poster, the framable videos and the characters per place', () => {
    const stand = makeStand();
    const fr = contentIn(stand, 'fr');
    expect(boothPoster(fr)?.media?.url).toBe('/media/ab/poster.webp');
    expect(boothVideos(fr).map((v) => v.title)).toEqual(['Notre équipe']);
    expect(contentIn(stand, 'en')).toBeNull();
    expect(personsArt(stand)).toEqual({
      mainDesk: 'infirmiere',
      standing: null,
      videoroomSpeaker: null,
      seated: null,
      watching: null,
    });
  });
});
