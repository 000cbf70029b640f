import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useLoginModal } from '../../../lib/login-modal.tsx';
import { useIsBelow } from '../../../lib/use-viewport.ts';
import { validationStatus } from '../../../lib/validation-status.ts';
import {
  conversationQueries,
  useCreateConversationMutation,
  useLiveConversations,
} from '../conversations.queries.ts';
import { Composer } from './composer.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/** What the booth chat needs of the booth. */
export interface ChatBooth {
  id: number;
  name: string;
  fair: number;
  firm: { id: number };
}

/** The chat with the booth's staff, inside the drawer: the existing conversation, or the first question. */
function BoothChatBody({ booth, fair, viewerId }: { booth: ChatBooth; fair: Fair; viewerId: number }) {
  const { t } = useTranslation('conversations');
  const phone = useIsBelow('sm');
  const typing = useLiveConversations(viewerId);
  const create = useCreateConversationMutation();
  const [createdUuid, setCreatedUuid] = useState<string | null>(null);
  const list = useQuery(
    conversationQueries.list({ fair: fair.id, kind: 'booth', itemsPerPage: 100 }, viewerId),
  );
  const archived = useQuery(
    conversationQueries.list({ fair: fair.id, kind: 'booth', archived: true, itemsPerPage: 100 }, viewerId),
  );
  const existing = [...(list.data?.data ?? []), ...(archived.data?.data ?? [])].find(
    (c) => c.stand?.id === booth.id && c.participants[0]?.id === viewerId,
  );
  const created = useQuery({
    ...conversationQueries.byUuid(createdUuid ?? '', viewerId),
    enabled: createdUuid !== null && !existing,
  });
  const conversation = existing ?? created.data;

  if (list.isPending || archived.isPending) return <Skeleton h={240} radius="md" />;
  if (list.isError) return <ErrorCard error={list.error} title={t('list.loadFailed')} />;
  if (conversation)
    return (
      <ConversationThread
        conversation={conversation}
        viewerId={viewerId}
        typingUserId={typing[conversation.id]?.userId ?? null}
        level={3}
        height={phone ? '50vh' : '55vh'}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm">{t('booth.intro')}</Text>
      <Composer
        label={t('booth.firstLabel')}
        submitLabel={t('booth.sendFirst')}
        autoFocus
        pending={create.isPending}
        error={create.error}
        onSend={(body) =>
          create
            .mutateAsync({ kind: 'booth', fair: fair.id, stand: booth.id, body })
            .then((c) => setCreatedUuid(c.uuid))
        }
      />
    </Stack>
  );
}

/**
 * "Ask this booth" (issue 12 booth chat): a signed-in, validated visitor writes to the booth's
 * staff in a drawer; the firm's shared inbox receives it and whoever answers is named. Where the
 * visitor cannot (chat off, not signed in, not validated, the firm's own booth) it says why.
 */
export function BoothChat({ booth }: { booth: ChatBooth }) {
  const { t } = useTranslation('conversations');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const { salon } = useParams({ strict: false });
  const login = useLoginModal();
  const phone = useIsBelow('sm');
  const [opened, setOpened] = useState(false);
  if (!fair || fair.id !== booth.fair) return null;

  const note = (text: string, extra?: ReactNode) => (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={18} aria-hidden />}
      data-testid="booth-chat-note"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {extra}
      </Stack>
    </Alert>
  );

  if (!fair.isChatEnabled) return note(t('booth.chatOff'));
  if (!user)
    return note(
      t('booth.signIn'),
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLogin size={16} aria-hidden />}
        onClick={login.open}
        aria-haspopup="dialog"
      >
        {t('booth.login')}
      </Button>,
    );
  if (user.firm === booth.firm.id)
    return note(
      t('booth.ownBooth'),
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            to="/{-$salon}/firm/conversations/{-$id}"
            params={{ salon, id: String(booth.firm.id) }}
            {...props}
          />
        )}
      >
        {t('booth.openInbox')}
      </Anchor>,
    );
  if (validationStatus(user, fair.id) !== 'validated') return note(t('booth.notValidated'));

  return (
    <>
      <Button
        color="ember.7"
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        {t('booth.ask')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={t('booth.title', { name: booth.name })}
        closeButtonProps={{ 'aria-label': t('booth.close') }}
      >
        {opened ? <BoothChatBody booth={booth} fair={fair} viewerId={user.id} /> : null}
      </Drawer>
    </>
  );
}
