import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessageCircle, IconSend, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StandPerson } from '@passerelle/contract';

/**
 * A person of the booth as a business card, with the booth's contact buttons. Chat, video calls
 * and messages come with the real-time features: the buttons are there, disabled, and say so
 * (`noteId` points to the visible note).
 */
export function BoothPersonCard({
  person,
  noteId,
  level = 3,
}: {
  person: StandPerson;
  noteId: string;
  level?: 3 | 4;
}) {
  const { t } = useTranslation('stands');
  const name = `${person.firstName} ${person.lastName}`;
  const headingId = `stand-person-${person.id}`;
  const initials = `${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`.toUpperCase();
  const disabled = {
    disabled: true,
    'aria-describedby': noteId,
    size: 'xs',
    variant: 'light',
    color: 'ember.8',
  } as const;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar radius="xl" color="passerelle.8" variant="filled" aria-hidden>
            {initials}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={level} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {person.jobTitle ? (
              <Text size="sm" c="gray.7">
                {person.jobTitle}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {person.email ? (
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor size="sm" href={`mailto:${person.email}`} style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Anchor>
          </Group>
        ) : null}
        <Group gap="xs">
          <Button {...disabled} leftSection={<IconMessageCircle size={16} aria-hidden />}>
            {t('people.chat')}
          </Button>
          <Button {...disabled} leftSection={<IconVideo size={16} aria-hidden />}>
            {t('people.call')}
          </Button>
          <Button {...disabled} leftSection={<IconSend size={16} aria-hidden />}>
            {t('people.message')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
