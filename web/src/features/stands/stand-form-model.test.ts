import { describe, expect, it } from 'vitest';
import { formViolations, violationCodes } from '../../lib/form-violations.ts';
import { STAND_RESOURCE_DESCRIPTION_MAX } from '@passerelle/contract/lite';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import {
  addBrochure,
  addVideo,
  contentLanguages,
  fieldOfPath,
  languageErrorCount,
  moveEntry,
  removeEntry,
  standFieldOf,
  standFormValues,
  titleFromFileName,
  toStandUpdateDraft,
  updateEntry,
  validateStandDraft,
  videoLinkState,
  type StandFormValues,
} from './stand-form-model.ts';
import { makeStand } from './stand-test-data.ts';

const values = (): StandFormValues => standFormValues(makeStand(), ['fr', 'en']);

describe('language tabs', () => {
  it('follows the fair’s languages, then the booth’s others; French when the fair names none', () => {
    expect(contentLanguages(['fr', 'en'], ['fr'])).toEqual(['fr', 'en']);
    expect(contentLanguages(['en', 'fr'], ['nl', 'fr'])).toEqual(['en', 'fr', 'nl']);
    expect(contentLanguages(['xx'], [])).toEqual(['fr']);
    expect(contentLanguages([], [])).toEqual(['fr']);
  });

  it('gives every tab its content: the stored one, split by kind, or an empty one', () => {
    const v = values();
    const fr = v.content.fr!;
    expect(fr.title).toBe('Venez soigner au Québec');
    expect(fr.videos).toEqual([{ key: 'r11', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Notre équipe' }]);
    expect(fr.poster?.id).toBe(5);
    expect(fr.brochures.map((b) => [b.title, b.description])).toEqual([['Guide', 'Tout savoir']]);
    // what the form does not edit is kept as stored
    expect(fr.kept).toEqual([
      { type: 'TYPE_TOOLTIP', media: 7, url: null, title: 'Bulle', description: null },
    ]);
    expect(v.content.en).toEqual({
      title: '',
      infos: '',
      videos: [],
      videoroom: '',
      videoroomTitle: '',
      poster: null,
      brochures: [],
      kept: [],
    });
  });
});

describe('form values → PUT body', () => {
  it('sends nothing when nothing changed', () => {
    const v = values();
    expect(toStandUpdateDraft(v, values(), true).body).toEqual({});
  });

  it('sends only what changed; a changed language whole, untouched languages not at all', () => {
    const initial = values();
    const v = values();
    v.name = '  Deux-Rives  ';
    v.theme = 'corail';
    v.content.en = { ...v.content.en!, title: 'Come and care in Quebec', infos: '<p>We hire.</p>' };
    v.sectors = ['4', '9'];
    const { body, languages } = toStandUpdateDraft(v, initial, false);
    expect(body).toEqual({
      name: 'Deux-Rives',
      theme: 'corail',
      sectors: [4, 9],
      languages: [
        { language: 'en', title: 'Come and care in Quebec', infos: '<p>We hire.</p>', resources: [] },
      ],
    });
    expect(languages).toEqual([{ language: 'en', origins: [] }]);
  });

  it('rebuilds a language’s resources in order, keeping the ones it does not edit', () => {
    const initial = values();
    const v = values();
    v.content.fr = { ...v.content.fr!, videoroom: ' https://vimeo.com/123456789 ', videoroomTitle: 'Visite' };
    const { body, languages } = toStandUpdateDraft(v, initial, false);
    expect(body.languages?.[0]?.resources).toEqual([
      { type: 'TYPE_VIDEO', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Notre équipe' },
      { type: 'TYPE_VIDEOROOM', url: 'https://vimeo.com/123456789', title: 'Visite' },
      { type: 'TYPE_POSTER', media: 5 },
      { type: 'TYPE_BROCHURE', media: 6, title: 'Guide', description: 'Tout savoir' },
      { type: 'TYPE_TOOLTIP', media: 7, url: null, title: 'Bulle', description: null },
    ]);
    expect(languages[0]?.origins).toEqual([
      'content.fr.videos.r11',
      'content.fr.videoroom',
      'content.fr.poster',
      'content.fr.brochures.r13',
      'content.fr.other',
    ]);
  });

  it('sends the group with a new type, the logo by id, and the organizer’s switch only for the organizer', () => {
    const initial = values();
    const v = values();
    v.standType = '2';
    v.standGroup = 1;
    v.persons = { ...v.persons, mainDesk: null, standing: '8' };
    v.logo = { id: 44, url: '/media/x.webp', thumbnailUrl: null };
    v.isHiddenByOrganizer = true;
    expect(toStandUpdateDraft(v, initial, false).body).toEqual({
      standType: 2,
      standGroup: 1,
      persons: { mainDesk: null, standing: 8, videoroomSpeaker: null, seated: null, watching: null },
      logo: 44,
    });
    expect(toStandUpdateDraft(v, initial, true).body).toMatchObject({ isHiddenByOrganizer: true });
  });

  it('sends the booth picture by id when set or changed, null when removed', () => {
    const picture = { id: 61, url: '/media/p.jpg', thumbnailUrl: '/media/p-thumb.webp' };
    const v = values();
    v.image = picture;
    expect(toStandUpdateDraft(v, values(), false).body).toEqual({ image: 61 });
    const withPicture = { ...values(), image: picture };
    expect(toStandUpdateDraft({ ...withPicture, image: null }, withPicture, false).body).toEqual({
      image: null,
    });
    expect(toStandUpdateDraft(withPicture, withPicture, false).body).toEqual({});
  });
});

describe('validation on the fields', () => {
  it('puts an unknown video link, a missing name and a long description on their fields', () => {
    const initial = values();
    const v = values();
    v.name = ' ';
    v.content.fr = {
      ...v.content.fr!,
      videos: updateEntry(v.content.fr!.videos, 'r11', { url: 'https://example.org/film' }),
      brochures: updateEntry(v.content.fr!.brochures, 'r13', {
        description: 'x'.repeat(STAND_RESOURCE_DESCRIPTION_MAX + 1),
      }),
    };
    const errors = validateStandDraft(toStandUpdateDraft(v, initial, false));
    expect(errors).toEqual({
      name: 'required',
      'content.fr.videos.r11.url': 'invalid_video_link',
      'content.fr.brochures.r13.description': 'too_long',
    });
    expect(languageErrorCount(errors, 'fr')).toBe(2);
    expect(languageErrorCount(errors, 'en')).toBe(0);
  });

  it('asks for the link of an added empty video row', () => {
    const initial = values();
    const v = values();
    v.content.en = { ...v.content.en!, videos: addVideo([]) };
    const key = v.content.en.videos[0]!.key;
    expect(validateStandDraft(toStandUpdateDraft(v, initial, false))).toEqual({
      [`content.en.videos.${key}.url`]: 'required',
    });
  });

  it('maps the server’s violations back to the fields that were sent', () => {
    const initial = values();
    const v = values();
    v.content.en = { ...v.content.en!, title: 'Hello' };
    v.content.fr = { ...v.content.fr!, title: 'Bonjour' };
    const sent = toStandUpdateDraft(v, initial, false);
    expect(sent.languages.map((l) => l.language)).toEqual(['fr', 'en']);
    expect(fieldOfPath('languages[1].title', sent)).toBe('content.en.title');
    expect(fieldOfPath('languages.0.resources.0.url', sent)).toBe('content.fr.videos.r11.url');
    expect(fieldOfPath('languages[0].resources[2].description', sent)).toBe(
      'content.fr.brochures.r13.description',
    );
    expect(fieldOfPath('persons.seated', sent)).toBe('persons.seated');
    expect(fieldOfPath('contactEmail', sent)).toBe('contactEmail');
    expect(fieldOfPath('firm', sent)).toBeNull();

    const refused = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [{ propertyPath: 'languages[1].language', code: 'language_not_in_fair', message: '…' }],
        },
        'Unprocessable',
      ),
    );
    expect(violationCodes(refused, standFieldOf(sent))).toEqual({
      'content.en.other': 'language_not_in_fair',
    });
    expect(formViolations(refused, standFieldOf(sent)).cardError).toBeNull();
  });

  it('puts a non-square logo on the logo field even without a field path', () => {
    const sent = toStandUpdateDraft(
      { ...values(), logo: { id: 9, url: '', thumbnailUrl: null } },
      values(),
      false,
    );
    const notSquare = new ApiError(
      toProblem(
        422,
        { message_code: 'logo_not_square', violations: [{ propertyPath: 'file', code: 'logo_not_square' }] },
        'x',
      ),
    );
    expect(violationCodes(notSquare, standFieldOf(sent))).toEqual({ logo: 'logo_not_square' });
    const forbidden = new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden'));
    expect(violationCodes(forbidden, standFieldOf(sent))).toEqual({});
    expect(formViolations(forbidden, standFieldOf(sent)).cardError).toBe(forbidden);
  });
});

describe('video link field', () => {
  it('is empty, invalid or a recognised host with its embed address', () => {
    expect(videoLinkState('  ')).toEqual({ status: 'empty' });
    expect(videoLinkState('https://example.org/clip')).toEqual({ status: 'invalid' });
    const state = videoLinkState('youtube.com/watch?v=dQw4w9WgXcQ');
    expect(state.status).toBe('valid');
    expect(state.status === 'valid' && state.link.host).toBe('youtube');
    expect(state.status === 'valid' && state.link.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});

describe('brochure list', () => {
  const media = (id: number) => ({ id, url: `/media/${id}.pdf`, thumbnailUrl: null });

  it('adds a file with a title from its name, moves, edits and removes entries', () => {
    let list = addBrochure([], media(1), 'guide_accueil-2026.pdf');
    list = addBrochure(list, media(2), 'Salaires.PDF');
    expect(list.map((b) => b.title)).toEqual(['guide accueil 2026', 'Salaires']);
    const [first, second] = list;
    expect(first!.key).not.toBe(second!.key);

    list = moveEntry(list, 1, -1);
    expect(list.map((b) => b.media.id)).toEqual([2, 1]);
    // moving past either end changes nothing
    expect(moveEntry(list, 0, -1).map((b) => b.media.id)).toEqual([2, 1]);
    expect(moveEntry(list, 1, 1).map((b) => b.media.id)).toEqual([2, 1]);

    list = updateEntry(list, first!.key, { description: 'Pour bien arriver' });
    expect(list[1]?.description).toBe('Pour bien arriver');
    list = removeEntry(list, second!.key);
    expect(list.map((b) => b.media.id)).toEqual([1]);
  });

  it('shortens long file names to the title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(200)}.pdf`)).toHaveLength(150);
  });
});
