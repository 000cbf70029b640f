import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { STATUS_COLORS } from '../../../theme.ts';

export interface RegisterConfirmationProps {
  email?: string;
  status?: 'waiting' | 'validated';
  /** `requested`: the firm's name was taken, so the registration asked to join `firmName`. */
  firm?: 'created' | 'requested';
  firmName?: string;
}

/** §2 /register/confirmation: what happened, what the mail says, and the way to log in. */
export function RegisterConfirmationScreen({ email, status, firm, firmName }: RegisterConfirmationProps) {
  const { t } = useTranslation('registration');
  const { fair } = useCurrentFair();
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Card withBorder padding="xl" radius="md">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" color="teal" variant="light">
              <IconMailCheck size={28} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('confirmation.title')}
            </Title>
          </Group>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {email
              ? t('confirmation.mailTo', { email, fair: fair?.name ?? '' })
              : t('confirmation.mail', { fair: fair?.name ?? '' })}
          </Text>
          {status ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Badge
                color={STATUS_COLORS[status]}
                variant="filled"
                tt="none"
                size="lg"
                style={{ flexShrink: 0 }}
              >
                {t(`confirmation.badge.${status}`)}
              </Badge>
              <Text fw={600}>{t(`confirmation.status.${status}`)}</Text>
            </Group>
          ) : null}
          {firm === 'created' ? <Text c="gray.7">{t('confirmation.firm.created')}</Text> : null}
          {firm === 'requested' ? (
            <Stack gap={6} data-testid="join-request-pending">
              <Badge color={STATUS_COLORS.waiting} variant="filled" tt="none" size="lg">
                {t('confirmation.joinRequest.badge')}
              </Badge>
              <Text fw={600}>{t('confirmation.joinRequest.title', { firm: firmName ?? '' })}</Text>
              <Text size="sm" c="gray.7">
                {t('confirmation.joinRequest.text')}
              </Text>
            </Stack>
          ) : null}
          <Group>
            <Button component={Link} to="/{-$salon}/login" color="ember.7">
              {t('confirmation.login')}
            </Button>
            <Button component={Link} to="/{-$salon}" variant="subtle">
              {t('confirmation.home')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
