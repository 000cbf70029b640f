import { Suspense, lazy, startTransition, useState } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLAG_LOCALES, isLocale, type Locale } from '@passerelle/contract/lite';
import { writeLocaleCookie } from '../lib/locale.ts';
import { invalidateAllButSession } from '../lib/query-keys.ts';
import { Flag } from './flags.tsx';
import { LanguageMenuButton } from './language-menu-button.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';

// The menu of all languages (Mantine's menu and what positions it) loads when first asked for (issue 10 §2).
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

/** Flags fr/en/nl plus a menu with all five languages (§1). Sets the 365-day locale cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('header');
  const queryClient = useQueryClient();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const [menuAsked, setMenuAsked] = useState(false);

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
      {menuAsked ? (
        <Suspense fallback={<LanguageMenuButton />}>
          <LanguageMenu current={current} choose={choose} />
        </Suspense>
      ) : (
        // In a transition, the button stays on screen (and focused) while the menu's code loads.
        <LanguageMenuButton onClick={() => startTransition(() => setMenuAsked(true))} />
      )}
    </Group>
  );
}
