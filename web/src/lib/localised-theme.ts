import { useMemo } from 'react';
import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';

/**
 * Re-rendered when the language changes, not when another catalogue arrives (`bindI18nStore`): this hook
 * sits above the whole app, and `common` is always loaded.
 */
const LANGUAGE_ONLY = { bindI18nStore: '' } as UseTranslationOptions<undefined>;

/**
 * The theme with the accessible names Mantine leaves empty: every modal, drawer and
 * notification close button is announced as "Close" in the current language (axe, WCAG 4.1.2).
 */
export const useLocalisedTheme = (base: MantineThemeOverride): MantineThemeOverride => {
  const { t } = useTranslation('common', LANGUAGE_ONLY);
  // Read on every render: `t` changes with the language, so the label follows a switch.
  const close = t('close');
  return useMemo(
    () =>
      mergeThemeOverrides(base, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [base, close],
  );
};
