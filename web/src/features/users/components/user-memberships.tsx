import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@passerelle/contract';
import { validationStatus } from '../../../lib/validation-status.ts';
import { RemoveFromFair } from './remove-from-fair.tsx';
import { ValidationActions } from './validation-actions.tsx';
import { ValidationStatusBadge } from './validation-status-badge.tsx';

/** §4 Account per fair: the user's membership of each fair the caller sees, with its validation. */
export function UserMemberships({ user, fairName }: { user: ManagedUser; fairName: (id: number) => string }) {
  const { t } = useTranslation('users');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-manage-fairs">
      <Stack gap="sm">
        <Title order={3} size="h4" id="user-manage-fairs">
          {t('manage.fairs.title')}
        </Title>
        {user.fairUsers.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('manage.fairs.empty')}
          </Text>
        ) : (
          <Table aria-labelledby="user-manage-fairs" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('manage.fairs.fair')}</Table.Th>
                <Table.Th>{t('manage.fairs.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.fairUsers.map(({ fair }) => (
                <Table.Tr key={fair}>
                  <Table.Td>{fairName(fair)}</Table.Td>
                  {/* The status column takes its content's width: the badge is never cut. */}
                  <Table.Td style={{ width: '1%', whiteSpace: 'nowrap' }}>
                    <Group gap={4} wrap="nowrap">
                      <Box style={{ flexShrink: 0 }}>
                        <ValidationStatusBadge status={validationStatus(user, fair)} />
                      </Box>
                      {user.abilities.validateFairs.includes(fair) ? (
                        <ValidationActions
                          user={user}
                          fairId={fair}
                          label={t('manage.fairs.actions', { fair: fairName(fair) })}
                        />
                      ) : null}
                      {user.abilities.removeFairs.includes(fair) ? (
                        <RemoveFromFair
                          userId={user.id}
                          name={`${user.firstName} ${user.lastName}`}
                          fairId={fair}
                          fairName={fairName(fair)}
                        />
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
