import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@passerelle/contract';
import { jobApplicationStatusName } from '@passerelle/contract/lite';
import { useMissedCallers } from '../notifications.queries.ts';

/**
 * One sentence per kind, in the viewer's language, from the notification's labels; `list`: the
 * notifications about to be shown (the missed calls' callers are read for them).
 */
export const useNotificationSentence = (list: Notification[] = []) => {
  const { t } = useTranslation('notifications');
  const callers = useMissedCallers(list);
  return (n: Notification): string => {
    const d = n.data;
    const fair = d.fairName ?? '';
    switch (n.kind) {
      case 'membership.validated':
        return t('kinds.membership.validated.sentence', { fair });
      case 'membership.refused':
        return t('kinds.membership.refused.sentence', { fair });
      case 'firm.join_request':
        return t('kinds.firm.join_request.sentence', { firm: d.firmName ?? '' });
      case 'job.application.received':
        return t('kinds.job.application.received.sentence', { offer: d.offerTitle ?? '' });
      case 'job.application.status':
        return t('kinds.job.application.status.sentence', {
          offer: d.offerTitle ?? '',
          status: t(`applicationStatus.${jobApplicationStatusName(d.status ?? 0)}`),
        });
      case 'direct_message':
        return t('kinds.direct_message.sentence');
      case 'chat.answer':
        return t('kinds.chat.answer.sentence', { booth: d.standName ?? '' });
      case 'call.missed':
        return t('kinds.call.missed.sentence', { caller: (d.roomId && callers.get(d.roomId)) || '…' });
      default:
        return t('kinds.other');
    }
  };
};

type Root = (props: Record<string, unknown>) => ReactNode;

/**
 * What a notification is about, as a link's root (a menu item or an anchor renders through it);
 * null when there is nothing to open. A direct message opens its conversation only when the
 * current fair uses the direct-message module (spec §2); a booth's answer opens the booth.
 */
export const notificationLinkRoot = (
  n: Notification,
  { directMessages }: { directMessages: boolean } = { directMessages: false },
): Root | null => {
  const salon = n.data.homepage;
  switch (n.kind) {
    case 'membership.validated':
    case 'membership.refused':
      return salon ? (props) => <Link to="/{-$salon}" params={{ salon }} {...props} /> : null;
    case 'firm.join_request':
      return n.data.firmId
        ? (props) => (
            <Link
              to="/{-$salon}/firm/users/{-$id}"
              params={{ salon, id: String(n.data.firmId) }}
              {...props}
            />
          )
        : null;
    case 'job.application.received':
      return (props) => (
        <Link
          to="/{-$salon}/jobs/cv/solicitations/{-$id}"
          params={{ salon, id: n.data.offerId ? String(n.data.offerId) : undefined }}
          {...props}
        />
      );
    case 'job.application.status':
      return (props) => (
        <Link to="/{-$salon}/jobs/cv/solicitations/my-applications" params={{ salon }} {...props} />
      );
    case 'direct_message':
      return directMessages
        ? (props) => (
            <Link
              to="/{-$salon}/user/direct-messages"
              params={{ salon }}
              search={n.data.conversationUuid ? { c: n.data.conversationUuid } : {}}
              {...props}
            />
          )
        : null;
    case 'chat.answer':
      return n.data.standId
        ? (props) => (
            <Link
              to="/{-$salon}/stand/visit/{-$id}"
              params={{ salon, id: String(n.data.standId) }}
              {...props}
            />
          )
        : null;
    case 'call.missed':
      // The viewer's calls, where the missed one is listed.
      return (props) => <Link to="/{-$salon}/visio" params={{ salon }} {...props} />;
    default:
      return null;
  }
};

/** "12/03/26 14:05" in the viewer's language. */
export const useNotificationDate = () => {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
};
