import {
  FairHallCreateSchema,
  type FairHall,
  type FairHallCreate,
  type FairHallUpdate,
  type HallImage,
  type HallVariant,
} from '@passerelle/contract';
import { HALL_STANDS_MAX, HALL_STANDS_MIN, LOCALES, type Locale } from '@passerelle/contract/lite';

export { HALL_STANDS_MAX, HALL_STANDS_MIN };

export const HALL_IMAGE_FIELDS = ['leftImage', 'rightImage', 'overviewImage'] as const;
export type HallImageField = (typeof HALL_IMAGE_FIELDS)[number];

/** What the hall form edits, as typed. */
export interface HallFormValues {
  names: Record<Locale, string>;
  letter: string;
  color: string;
  titleColor: string;
  variant: HallVariant | null;
  numberOfStands: number | string;
  isVisible: boolean;
  link: string;
  images: Record<HallImageField, HallImage>;
}

export type HallFormField =
  | Locale
  | 'letter'
  | 'color'
  | 'titleColor'
  | 'variant'
  | 'numberOfStands'
  | 'isVisible'
  | 'link'
  | HallImageField;
export type HallFormErrors = Partial<Record<HallFormField, string>>;

export const DEFAULT_HALL_COLOR = '#1e6091';

export const emptyHallValues = (letter = ''): HallFormValues => ({
  names: Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>,
  letter,
  color: DEFAULT_HALL_COLOR,
  titleColor: '#ffffff',
  variant: null,
  numberOfStands: 12,
  isVisible: true,
  link: '',
  images: { leftImage: null, rightImage: null, overviewImage: null },
});

export const hallFormValues = (hall: FairHall): HallFormValues => ({
  names: Object.fromEntries(LOCALES.map((l) => [l, hall.translations[l]?.name ?? ''])) as Record<
    Locale,
    string
  >,
  letter: hall.letter,
  color: hall.color ?? '',
  titleColor: hall.titleColor ?? '',
  variant: (hall.variant as HallVariant | null) ?? null,
  numberOfStands: hall.numberOfStands,
  isVisible: hall.isVisible,
  link: hall.link ?? '',
  images: { leftImage: hall.leftImage, rightImage: hall.rightImage, overviewImage: hall.overviewImage },
});

/** The first letter not used yet in the fair (A, B, C…), for a new hall. */
export const nextFreeLetter = (used: readonly string[]): string => {
  for (let i = 0; i < 26; i++) {
    const letter = String.fromCharCode(65 + i);
    if (!used.includes(letter)) return letter;
  }
  return '';
};

const orNull = (v: string) => v.trim() || null;

/** The hall fields as the api reads them (fr always, other locales when filled; blank → null). */
const fieldsOf = (values: HallFormValues) => {
  const translations: Record<string, { name: string }> = {};
  for (const locale of LOCALES) {
    const name = values.names[locale].trim();
    if (locale === 'fr' || name) translations[locale] = { name };
  }
  return {
    translations: translations as FairHallCreate['translations'],
    letter: values.letter.trim(),
    color: orNull(values.color),
    titleColor: orNull(values.titleColor),
    variant: values.variant,
    numberOfStands: typeof values.numberOfStands === 'number' ? values.numberOfStands : Number.NaN,
    isVisible: values.isVisible,
    link: orNull(values.link),
    leftImage: values.images.leftImage?.id ?? null,
    rightImage: values.images.rightImage?.id ?? null,
    overviewImage: values.images.overviewImage?.id ?? null,
  };
};
export const toHallCreateBody = (values: HallFormValues, fair: number): FairHallCreate => ({
  fair,
  ...fieldsOf(values),
});
export const toHallUpdateBody = (values: HallFormValues): FairHallUpdate => fieldsOf(values);

/** A violation's path → the form field it belongs to. */
export const hallFieldOf = (path: string): HallFormField | null => {
  const [head, locale] = path.split('.');
  if (head === 'translations')
    return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : 'fr';
  const fields: readonly string[] = [
    'letter',
    'color',
    'titleColor',
    'variant',
    'numberOfStands',
    'isVisible',
    'link',
    ...HALL_IMAGE_FIELDS,
  ];
  return head && fields.includes(head) ? (head as HallFormField) : null;
};

/** The contract's verdict as one code per field (the same schema the api applies). */
export const validateHallForm = (values: HallFormValues): HallFormErrors => {
  const result = FairHallCreateSchema.safeParse({ fair: 1, ...fieldsOf(values) });
  const errors: HallFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = hallFieldOf(issue.path.map(String).join('.'));
    if (!field || errors[field]) continue;
    errors[field] =
      issue.code === 'invalid_type' && issue.path[0] === 'numberOfStands' ? 'required' : issue.message;
  }
  return errors;
};

/** Where a field's value sits in the form's values (names per language, images by slot). */
export const hallValuePath = (field: string): string =>
  (LOCALES as readonly string[]).includes(field)
    ? `names.${field}`
    : (HALL_IMAGE_FIELDS as readonly string[]).includes(field)
      ? `images.${field}`
      : field;
