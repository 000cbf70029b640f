import { useState } from 'react';
import {
  Badge,
  Checkbox,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { HOMEPAGE_SECTIONS, type Locale } from '@passerelle/contract/lite';
import { FairHomeView, sectionAvailable } from '../../../components/fair-home/fair-home-view.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { languageNameIn } from '../../../lib/language-name.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';
import {
  contentOf,
  draftsOf,
  fairLocales,
  homepageBodyOf,
  isMissing,
  validateDrafts,
  type HomepageDrafts,
} from '../homepage-model.ts';
import { ScaledPreview } from './homepage-preview.tsx';

/**
 * The homepage of the fair per language (issue 14): header, texts, the blocks shown and the programme
 * banner, with a live preview at 1280 and 390 px and a marker on each language still without its
 * homepage. The blocks of modules the fair does not use are never shown, whatever is ticked.
 */
export function HomepageEditor({ fair }: { fair: Fair }) {
  const { t, i18n } = useTranslation('fairs');
  const { salon } = useParams({ strict: false });
  const locales = fairLocales(fair);
  const [locale, setLocale] = useState<Locale>(locales[0]!);
  const update = useUpdateFairMutation();
  const { form, ...state } = useContractForm<HomepageDrafts>({
    initialValues: draftsOf(fair),
    validate: validateDrafts,
    fieldOf: (path) => path.replace(/^homepageJson\./, '').replace(/\[(\w+)\]/g, '.$1'),
    error: update.error,
    pending: update.isPending,
    live: true,
  });
  const drafts = state.values;
  const draft = drafts[locale]!;
  const field = (name: string) => {
    const path = `${locale}.${name}`;
    return {
      ...form.getInputProps(path),
      onChange: (e: { currentTarget: { value: string } }) => {
        form.setFieldValue(path, e.currentTarget.value);
        update.reset();
      },
    };
  };
  const hasErrors = (l: Locale) => Object.keys(state.shown).some((k) => k.startsWith(`${l}.`));
  const onInvalid = (codes: Record<string, string | undefined>) => {
    const first = Object.entries(codes)
      .find(([, c]) => c)?.[0]
      ?.split('.')[0];
    const target = locales.find((l) => l === first);
    if (target) setLocale(target);
  };
  const preview = (
    <FairHomeView
      fair={fair}
      content={contentOf(draft)}
      locale={locale}
      salon={salon ?? fair.homepage}
      actions={null}
    />
  );
  return (
    <form
      onSubmit={state.submit((v) => update.mutate({ id: fair.id, body: homepageBodyOf(fair, v) }), onInvalid)}
      noValidate
      aria-busy={update.isPending}
    >
      <Stack gap="md">
        {update.isSuccess ? (
          <SuccessAlert title={t('homepage.saved')} message={t('homepage.savedText')} />
        ) : null}
        <Text c="gray.7">{t('homepage.intro')}</Text>
        <Tabs value={locale} onChange={(v) => v && setLocale(v as Locale)} keepMounted={false}>
          <Tabs.List>
            {locales.map((l) => (
              <Tabs.Tab
                key={l}
                value={l}
                c={hasErrors(l) ? 'red.8' : undefined}
                rightSection={
                  isMissing(drafts[l]) ? (
                    <Badge size="xs" color="ember.8" variant="light">
                      {t('homepage.missing')}
                    </Badge>
                  ) : null
                }
              >
                {LANGUAGE_NAMES[l]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md" lang={locale}>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="homepage-header-type">
                  {t('homepage.headerType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="homepage-header-type"
                  data={[
                    { value: 'hero', label: t('homepage.headerTypes.hero') },
                    { value: 'compact', label: t('homepage.headerTypes.compact') },
                  ]}
                  value={draft.headerType}
                  onChange={(v) => {
                    form.setFieldValue(`${locale}.headerType`, v);
                    update.reset();
                  }}
                  maw={360}
                />
              </Stack>
              <TextInput
                label={t('homepage.title')}
                description={t('homepage.titleHint', { fair: fair.name })}
                maxLength={200}
                {...field('title')}
              />
              <TextInput label={t('homepage.subtitle')} maxLength={500} {...field('subtitle')} />
              <Textarea
                label={t('homepage.text')}
                description={t('homepage.textHint')}
                autosize
                minRows={3}
                maxRows={10}
                maxLength={4000}
                {...field('text')}
              />
              <Checkbox.Group
                label={t('homepage.sections')}
                description={t('homepage.sectionsHint')}
                value={draft.sections}
                onChange={(v) => {
                  form.setFieldValue(`${locale}.sections`, v);
                  update.reset();
                }}
              >
                <Stack gap="xs" mt="xs">
                  {HOMEPAGE_SECTIONS.map((s) => (
                    <Checkbox
                      key={s}
                      value={s}
                      label={t(`homepage.sectionNames.${s}`)}
                      description={sectionAvailable(fair, s) ? undefined : t('homepage.moduleOff')}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {t('homepage.banner')}
                </Text>
                <TextInput
                  label={t('homepage.bannerText')}
                  description={t('homepage.bannerTextHint')}
                  maxLength={300}
                  {...field('banner.text')}
                />
                <TextInput
                  label={t('homepage.bannerLink')}
                  description={t('homepage.bannerLinkHint')}
                  maxLength={500}
                  {...field('banner.link')}
                />
              </Stack>
              <FormActions
                submitLabel={t('homepage.save')}
                pending={update.isPending}
                error={state.cardError}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack
              gap="md"
              aria-label={t('homepage.previewTitle', {
                language: languageNameIn(locale, i18n.resolvedLanguage ?? 'fr'),
              })}
              role="group"
            >
              <Group justify="space-between">
                <Text fw={600}>
                  {t('homepage.previewTitle', {
                    language: languageNameIn(locale, i18n.resolvedLanguage ?? 'fr'),
                  })}
                </Text>
                {i18n.resolvedLanguage !== locale ? (
                  <Text size="xs" c="gray.7">
                    {t('homepage.previewUiLanguage')}
                  </Text>
                ) : null}
              </Group>
              <ScaledPreview width={1280} label={t('homepage.previewWide')}>
                {preview}
              </ScaledPreview>
              <ScaledPreview width={390} label={t('homepage.previewNarrow')}>
                {preview}
              </ScaledPreview>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
