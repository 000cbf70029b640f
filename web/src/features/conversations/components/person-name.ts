import { useTranslation } from 'react-i18next';
import type { ConversationPerson } from '@passerelle/contract';

/** A person's name, or "former participant" once the account was erased. */
export const usePersonName = () => {
  const { t } = useTranslation('conversations');
  return (p: ConversationPerson | null | undefined): string =>
    !p || p.former ? t('thread.former') : `${p.firstName} ${p.lastName}`.trim();
};
