import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { conversationQueries } from '../conversations.queries.ts';
import { useWriteToPerson } from '../use-write-to-person.ts';

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
  const writing = useWriteToPerson();
  const reasonId = useId();
  const usable = !!user && !!fair?.isUsingDirectMessageModule && user.id !== personId;
  const data = useQuery({
    ...conversationQueries.customData(personId, fair?.id ?? 0, user?.id ?? 0),
    enabled: usable,
  });
  if (!usable || !fair) return null;

  const start = () => {
    const existing = data.data?.conversation;
    if (existing) return writing.open(existing.uuid);
    writing.write({ personId, fairId: fair.id });
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
        loading={writing.isPending || data.isPending}
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
