import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@passerelle/contract/lite';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';

/** The booth's own language switch (its content, not the interface's language). */
export function BoothLanguageSwitch({
  languages,
  value,
  onChange,
}: {
  languages: Locale[];
  value: Locale;
  onChange: (language: Locale) => void;
}) {
  const { t } = useTranslation('stands');
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={id}>
        {t('view.languageSwitch')}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(v) => onChange(v as Locale)}
        data={languages.map((l) => ({
          value: l,
          label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>,
        }))}
        size="sm"
      />
    </Stack>
  );
}
