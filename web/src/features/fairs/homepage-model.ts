import { HEADER_LINK_RE, type Fair, type FairUpdate } from '@passerelle/contract';
import { HOMEPAGE_SECTIONS, type HomepageSection, isLocale, type Locale } from '@passerelle/contract/lite';
import type { FieldCodes } from '../../lib/use-contract-form.ts';

/** One language's homepage as the editor holds it: every text a string, every section a choice. */
export interface HomepageDraft {
  headerType: 'hero' | 'compact';
  title: string;
  subtitle: string;
  text: string;
  sections: HomepageSection[];
  banner: { text: string; link: string };
}
export type HomepageDrafts = Partial<Record<Locale, HomepageDraft>>;

/** The fair's languages, main first (the editor's tabs). */
export const fairLocales = (fair: Pick<Fair, 'fairLanguages'>): Locale[] => {
  const codes = fair.fairLanguages.map((l) => l.language.code).filter(isLocale);
  return codes.length ? codes : ['fr'];
};

export const draftOf = (content: Fair['homepageJson'][Locale]): HomepageDraft => ({
  headerType: content?.headerType === 'compact' ? 'compact' : 'hero',
  title: content?.title ?? '',
  subtitle: content?.subtitle ?? '',
  text: content?.text ?? '',
  sections: content?.sections ?? [...HOMEPAGE_SECTIONS],
  banner: { text: content?.banner?.text ?? '', link: content?.banner?.link ?? '' },
});

export const draftsOf = (fair: Pick<Fair, 'fairLanguages' | 'homepageJson'>): HomepageDrafts =>
  Object.fromEntries(fairLocales(fair).map((l) => [l, draftOf(fair.homepageJson[l])]));

/** A language has its homepage once it has a title (the checklist's rule too). */
export const isMissing = (draft: HomepageDraft | undefined): boolean => !draft || draft.title.trim() === '';

/** What is stored for one language: the texts written, the sections chosen, the banner if it has a text. */
export const contentOf = (d: HomepageDraft): NonNullable<Fair['homepageJson'][Locale]> => ({
  headerType: d.headerType,
  ...(d.title.trim() && { title: d.title.trim() }),
  ...(d.subtitle.trim() && { subtitle: d.subtitle.trim() }),
  ...(d.text.trim() && { text: d.text.trim() }),
  sections: HOMEPAGE_SECTIONS.filter((s) => d.sections.includes(s)),
  ...(d.banner.text.trim() && {
    banner: { text: d.banner.text.trim(), link: d.banner.link.trim() },
  }),
});

/**
 * The body of the save: every language of the fair from the drafts, and the languages the fair no
 * longer offers kept as they were (turning a language back on finds its texts again).
 */
export const homepageBodyOf = (fair: Pick<Fair, 'homepageJson'>, drafts: HomepageDrafts): FairUpdate => ({
  homepageJson: {
    ...fair.homepageJson,
    ...Object.fromEntries(
      Object.entries(drafts).map(([locale, d]) => [locale, contentOf(d as HomepageDraft)]),
    ),
  },
});

/** The client's rules, by the form's path (`en.banner.link`), with the contract's codes. */
export const validateDrafts = (drafts: HomepageDrafts): FieldCodes =>
  Object.fromEntries(
    Object.entries(drafts).flatMap(([locale, d]) => {
      const draft = d as HomepageDraft;
      const link = draft.banner.link.trim();
      return [
        [`${locale}.title`, draft.title.trim().length > 200 ? 'too_long' : undefined],
        [`${locale}.subtitle`, draft.subtitle.trim().length > 500 ? 'too_long' : undefined],
        [`${locale}.text`, draft.text.trim().length > 4000 ? 'too_long' : undefined],
        [`${locale}.banner.text`, draft.banner.text.trim().length > 300 ? 'too_long' : undefined],
        [`${locale}.banner.link`, link && !HEADER_LINK_RE.test(link) ? 'invalid_link' : undefined],
      ];
    }),
  );
