import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The button of the menu of all languages: alone until the menu's code has loaded (issue 10 §2), then the
 * menu's target, which adds its own state (expanded, controls) to the props.
 */
export function LanguageMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('header');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('language.more')}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <IconLanguage size={20} aria-hidden />
    </ActionIcon>
  );
}
