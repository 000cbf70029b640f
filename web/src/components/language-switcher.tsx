import { ActionIcon, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLAG_LOCALES, LOCALES, isLocale, type Locale } from '@passerelle/contract/lite';
import { writeLocaleCookie } from '../lib/locale.ts';
import { Flag } from './flags.tsx';
import { invalidateAllButSession } from '../lib/query-keys.ts';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  es: 'Español',
};

/** Flags fr/en/nl plus a menu with all five languages (§1). Sets the 365-day locale cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('header');
  const queryClient = useQueryClient();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';

  const choose = (locale: Locale): void => {
    if (locale === current) return;
    writeLocaleCookie(locale);
    void i18n.changeLanguage(locale).then(() =>
      // Server texts (fair names, buttons) are localised by Accept-Language: fetch them again.
      invalidateAllButSession(queryClient),
    );
  };

  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('language.label')}>
      {FLAG_LOCALES.map((locale) => (
        <UnstyledButton
          key={locale}
          className="flag-button"
          aria-label={LANGUAGE_NAMES[locale]}
          aria-pressed={locale === current}
          lang={locale}
          onClick={() => choose(locale)}
          p={4}
          style={{ borderRadius: 4 }}
        >
          <Flag locale={locale} />
        </UnstyledButton>
      ))}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('language.more')}>
            <IconLanguage size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('language.label')}</Menu.Label>
          {LOCALES.map((locale) => (
            <Menu.Item
              key={locale}
              lang={locale}
              leftSection={<Flag locale={locale} />}
              aria-current={locale === current ? 'true' : undefined}
              fw={locale === current ? 700 : undefined}
              onClick={() => choose(locale)}
            >
              {LANGUAGE_NAMES[locale]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
