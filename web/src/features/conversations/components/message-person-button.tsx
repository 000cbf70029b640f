import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { toErrorContent } from '../../../lib/error-content.ts';
import { conversationQueries, useCreateConversationMutation } from '../conversations.queries.ts';

/**
 * The "message" button of a person's card: opens the direct conversation with that person (or
 * starts it) when the fair uses direct messages; says why not when the viewer may not write.
 * Nothing for the anonymous, for oneself, or without the module.
 */
export function MessagePersonButton({ personId, name }: { personId: number; name: string }) {
  const { t } = useTranslation('conversations');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const translate = useCodeTranslator();
  const notify = useNotify();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const reasonId = useId();
  const usable = !!user && !!fair?.isUsingDirectMessageModule && user.id !== personId;
  const data = useQuery({
    ...conversationQueries.customData(personId, fair?.id ?? 0, user?.id ?? 0),
    enabled: usable,
  });
  const create = useCreateConversationMutation();
  if (!usable || !fair) return null;

  const openConversation = (uuid: string) =>
    void navigate({ to: '/{-$salon}/user/direct-messages', params: { salon }, search: { c: uuid } });
  const start = () => {
    const existing = data.data?.conversation;
    if (existing) return openConversation(existing.uuid);
    create.mutate(
      { kind: 'direct', fair: fair.id, user: personId },
      {
        onSuccess: (c) => openConversation(c.uuid),
        onError: (e) => notify.failure(toErrorContent(e, translate).message),
      },
    );
  };
  const refused = data.data && !data.data.canMessage;
  const reason = refused ? ((data.data?.reason && translate(data.data.reason)) ?? t('person.cannot')) : null;
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        // Outline: the label keeps the teal's shade 8 on white (AA), unlike the light variant's.
        variant="outline"
        color="passerelle.8"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={start}
        loading={create.isPending || data.isPending}
        disabled={!!refused}
        aria-label={t('person.write', { name })}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t('person.message')}
      </Button>
      {reason ? (
        <Text size="xs" c="gray.7" id={reasonId} maw={240}>
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
