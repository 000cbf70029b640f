import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessageCircle, IconPhone, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BusinessCard } from '@passerelle/contract';

/**
 * A stand contact as a business card, with the contact buttons of the booth. Chat and video calls
 * come with the realtime issue: the buttons are there, disabled, and say so.
 */
export function ContactCard({ card, noteId }: { card: BusinessCard; noteId: string }) {
  const { t } = useTranslation('firms');
  const name = `${card.firstName} ${card.lastName}`;
  const headingId = `contact-${card.id}`;
  const initials = `${card.firstName[0] ?? ''}${card.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar radius="xl" color="passerelle.8" variant="filled" aria-hidden>
            {initials}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId}>
              {name}
            </Title>
            {card.jobTitle ? (
              <Text size="sm" c="gray.7">
                {card.jobTitle}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={4}>
          {card.email ? (
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor size="sm" href={`mailto:${card.email}`} style={{ overflowWrap: 'anywhere' }}>
                {card.email}
              </Anchor>
            </Group>
          ) : null}
          {card.phone ? (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor size="sm" href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>
                {card.phone}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="ember.8"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            disabled
            aria-describedby={noteId}
          >
            {t('contacts.chat')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="ember.8"
            leftSection={<IconVideo size={16} aria-hidden />}
            disabled
            aria-describedby={noteId}
          >
            {t('contacts.call')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
