import { useTranslation } from 'react-i18next';
import type { Conversation } from '@passerelle/contract';
import { othersOf } from '../conversation-model.ts';
import { usePersonName } from './person-name.ts';

/** The viewer is the visitor who asked a booth (else one of the firm's staff, or a direct chat). */
export const isAskingVisitor = (c: Conversation, viewerId: number): boolean =>
  c.kind === 'booth' && c.participants[0]?.id === viewerId;

/**
 * What a conversation is called for the viewer: the other person of a direct chat; the booth,
 * for the visitor who asked it; the visitor, for the firm's staff.
 */
export const useConversationTitle = () => {
  const { t } = useTranslation('conversations');
  const nameOf = usePersonName();
  return (c: Conversation, viewerId: number): string => {
    if (c.kind === 'booth') {
      if (isAskingVisitor(c, viewerId)) return t('list.booth', { name: c.stand?.name ?? c.firm?.name ?? '' });
      return nameOf(c.participants[0]);
    }
    const others = othersOf(c, viewerId);
    return others.length ? others.map(nameOf).join(', ') : t('thread.former');
  };
};

/** Who of the firm answered a booth chat ("Answered by …"), for the visitor. */
export const useAnsweredBy = () => {
  const { t } = useTranslation('conversations');
  const nameOf = usePersonName();
  return (c: Conversation): string | null => {
    const staff = c.participants.slice(1);
    return staff.length ? t('thread.answeredBy', { names: staff.map(nameOf).join(', ') }) : null;
  };
};
