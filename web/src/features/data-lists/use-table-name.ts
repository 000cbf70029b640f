import { useTranslation } from 'react-i18next';
import { KNOWN_REFS } from './data-list-model.ts';

const isKnown = (ref: string): ref is (typeof KNOWN_REFS)[number] =>
  (KNOWN_REFS as readonly string[]).includes(ref);

/** A table's readable name: the seeded tables are translated, the others show their ref. */
export const useTableName = (): ((ref: string) => string) => {
  const { t } = useTranslation('dataLists');
  return (ref) => (isKnown(ref) ? t(`names.${ref}`) : ref);
};
