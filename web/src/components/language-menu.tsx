import { useEffect, useRef, useState } from 'react';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { Flag } from './flags.tsx';
import { LanguageMenuButton } from './language-menu-button.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';

interface LanguageMenuProps {
  current: Locale;
  choose: (locale: Locale) => void;
}

/**
 * The menu of all five languages (§1), loaded the first time its button is pressed (issue 10 §2). It
 * mounts in place of that button, focuses its own and opens on the next render, so that the menu keeps the
 * button to give the focus back to when it closes.
 */
export function LanguageMenu({ current, choose }: LanguageMenuProps) {
  const { t } = useTranslation('header');
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <LanguageMenuButton ref={target} />
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
  );
}
