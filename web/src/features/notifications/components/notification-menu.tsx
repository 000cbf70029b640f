import { ActionIcon, Badge, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellOff, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';

/**
 * §2 notification dropdown. The realtime feed arrives with the notifications issue; until then it
 * says so honestly. The direct-messages entry exists only when the fair uses that module.
 */
export function NotificationMenu() {
  const { t } = useTranslation('header');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const showMessages = !!user && !!fair?.isUsingDirectMessageModule;

  return (
    <Menu position="bottom-end" width={300} withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('notifications.label')}>
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('notifications.title')}</Menu.Label>
        <Stack align="center" gap={6} py="md" px="sm">
          <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
            <IconBellOff size={18} />
          </ThemeIcon>
          <Text size="sm" ta="center">
            {t('notifications.empty')}
          </Text>
        </Stack>
        {showMessages ? (
          <>
            <Menu.Divider />
            <Menu.Item
              disabled
              leftSection={<IconMessages size={16} aria-hidden />}
              rightSection={
                <Badge size="xs" variant="outline" color="gray.7">
                  {t('soon')}
                </Badge>
              }
            >
              {t('notifications.directMessages')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
