import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { AccountSummaryCard } from '../components/account-summary-card.tsx';

/** /user/manage: the account summary card and what the user can do next. */
export function ManageHomeScreen() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const { fair, isMultiFair } = useCurrentFair();
  if (!user) return null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <AccountSummaryCard user={user} fair={fair} isMultiFair={isMultiFair} />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="manage-info-title">
        <Stack gap="sm">
          <Title order={2} id="manage-info-title">
            {t('info.title')}
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>
              <Text span fw={600}>
                {t('info.email')}
              </Text>{' '}
              {user.displayEmail ?? user.email}
            </List.Item>
            {user.jobTitle ? (
              <List.Item>
                <Text span fw={600}>
                  {t('info.jobTitle')}
                </Text>{' '}
                {user.jobTitle}
              </List.Item>
            ) : null}
            {user.phone || user.cell ? (
              <List.Item>
                <Text span fw={600}>
                  {t('info.phone')}
                </Text>{' '}
                {user.phone ?? user.cell}
              </List.Item>
            ) : null}
            {user.city ? (
              <List.Item>
                <Text span fw={600}>
                  {t('info.city')}
                </Text>{' '}
                {user.city}
              </List.Item>
            ) : null}
          </List>
          <Button
            component={Link}
            to="/{-$salon}/user/profile"
            variant="light"
            leftSection={<IconUserEdit size={18} aria-hidden />}
            w="fit-content"
          >
            {t('info.editProfile')}
          </Button>
          <Text size="sm" c="gray.7">
            {t('info.menuHint')}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
