import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Grid,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGO_IDEAL_SIZE_PX, type Stand } from '@passerelle/contract';
import {
  STAND_BROCHURES_SHOWN,
  STAND_SECTORS_MAX,
  type StandPersonPlace,
  type Locale,
} from '@passerelle/contract/lite';
import { BoothScene } from '../../../components/booth-art/index.ts';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { MediaUpload } from '../../../components/media-upload.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { SaveBar } from '../../../components/save-bar.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  emptyLanguageContent,
  languageErrorCount,
  standFieldOf,
  standFormValues,
  toStandUpdateDraft,
  validateStandDraft,
  videoLinkState,
  type LanguageContent,
  type StandFormValues,
  type StandUpdateDraft,
} from '../stand-form-model.ts';
import { LanguageContentFields } from './language-content-fields.tsx';
import { SceneFields, type SceneCatalogue } from './scene-fields.tsx';
import { StandLogoField } from './stand-logo-field.tsx';

export interface SectorOption {
  value: string;
  label: string;
}

export interface StandConfigureFormProps {
  /** The booth as the server holds it: the form sends only what differs from it. */
  stand: Stand;
  /** The content tabs (the fair's languages, then the booth's others). */
  languages: Locale[];
  catalogue: SceneCatalogue;
  sectors: SectorOption[];
  onSubmit: (draft: StandUpdateDraft) => void;
  pending: boolean;
  /** The last failure: violations go on their fields, the rest in the card. */
  error: unknown;
  /** The last save succeeded (shown until the next edit). */
  saved: boolean;
  /** Told when unsaved changes appear or disappear (the screen's leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Where a field's value sits: a content field's in its language (a language is sent whole). */
const valuePath = (field: string): string =>
  field.startsWith('content.') ? field.split('.').slice(0, 2).join('.') : field;

/**
 * §2 /stand/configure: the booth in three sections — its scene, its content per language, its
 * contact and visibility —, checked as you type against the contract, saved with an explicit bar.
 */
export function StandConfigureForm({
  stand,
  languages,
  catalogue,
  sectors,
  onSubmit,
  pending,
  error,
  saved,
  onDirtyChange,
}: StandConfigureFormProps) {
  const { t } = useTranslation('stands');
  // The booth the form started from: a later refetch does not move it (the screen re-keys after a save).
  const [initial] = useState(() => standFormValues(stand, languages));
  const [activeLanguage, setActiveLanguage] = useState<Locale>(languages[0] ?? 'fr');
  // The draft that was sent: the server's violation paths point into it.
  const [sent, setSent] = useState<StandUpdateDraft | null>(null);
  const canOrganize = stand.abilities.organize;
  const draftOf = (v: StandFormValues) => toStandUpdateDraft(v, initial, canOrganize);
  // Checked as you type: the rules see the draft, so only what was changed can be in error.
  const { form, values, errorOf, ...state } = useContractForm<StandFormValues>({
    initialValues: initial,
    validate: (v) => validateStandDraft(draftOf(v)),
    fieldOf: standFieldOf(sent),
    valuePath,
    error,
    pending,
    live: true,
    params: { logo_not_square: { size: LOGO_IDEAL_SIZE_PX } },
  });
  const dirty = Object.keys(draftOf(values).body).length > 0;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const patchTop = (changes: Partial<StandFormValues>): void => {
    for (const [key, value] of Object.entries(changes)) form.setFieldValue(key, value);
  };
  const patchContent = (language: Locale, changes: Partial<LanguageContent>): void =>
    form.setFieldValue(`content.${language}`, {
      ...(form.getValues().content[language] ?? emptyLanguageContent()),
      ...changes,
    });

  const submit = state.submit((valid) => {
    if (!dirty) return;
    const draft = draftOf(valid);
    setSent(draft);
    onSubmit(draft);
  });

  // The live preview draws the language being edited.
  const active = values.content[activeLanguage] ?? emptyLanguageContent();
  const firstVideo = active.videos.map((v) => videoLinkState(v.url)).find((s) => s.status === 'valid');
  const artOf = (place: StandPersonPlace): string | null => {
    const id = values.persons[place];
    return catalogue.characters[place].find((c) => String(c.id) === id)?.artKey ?? null;
  };
  const typeArt = catalogue.types.find((ty) => String(ty.id) === values.standType)?.artKey ?? null;
  const variationArt =
    catalogue.variations.find((v) => String(v.id) === values.standTypeVariation)?.artKey ?? null;

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection id="stand-scene" title={t('configure.sections.scene')}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <SceneFields values={values} catalogue={catalogue} onChange={patchTop} errorOf={errorOf} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Box className="stand-preview">
                <Text size="sm" fw={600} mb={6} id="stand-preview-title">
                  {t('configure.preview', { language: LANGUAGE_NAMES[activeLanguage] })}
                </Text>
                <BoothScene
                  typeArtKey={typeArt}
                  variationArtKey={variationArt}
                  theme={values.theme}
                  name={values.name || stand.name}
                  logoUrl={values.logo?.url ?? null}
                  posterUrl={active.poster?.thumbnailUrl ?? active.poster?.url ?? null}
                  videoThumbnailUrl={firstVideo?.status === 'valid' ? firstVideo.link.thumbnailUrl : null}
                  hasVideo={firstVideo !== undefined}
                  brochures={active.brochures.slice(0, STAND_BROCHURES_SHOWN).map((b, i) => ({
                    id: b.media.id,
                    title: b.title || t('brochures.name', { n: i + 1 }),
                    url: b.media.url,
                  }))}
                  persons={{
                    mainDesk: artOf('mainDesk'),
                    standing: artOf('standing'),
                    videoroomSpeaker: artOf('videoroomSpeaker'),
                    seated: artOf('seated'),
                    watching: artOf('watching'),
                  }}
                  label={t('configure.previewLabel', { name: values.name || stand.name })}
                />
              </Box>
            </Grid.Col>
          </Grid>
        </FormSection>

        <FormSection id="stand-content" title={t('configure.sections.content')}>
          <Text size="sm" c="gray.7">
            {t('configure.contentHint')}
          </Text>
          <Tabs
            value={activeLanguage}
            onChange={(value) => value && setActiveLanguage(value as Locale)}
            keepMounted
            variant="outline"
          >
            <Tabs.List aria-label={t('configure.languagesLabel')}>
              {languages.map((lang) => {
                const count = languageErrorCount(state.shown, lang);
                return (
                  <Tabs.Tab
                    key={lang}
                    value={lang}
                    rightSection={
                      count ? (
                        <Badge
                          size="xs"
                          color="red.8"
                          circle
                          aria-label={t('configure.tabErrors', { count })}
                        >
                          {count}
                        </Badge>
                      ) : null
                    }
                  >
                    {LANGUAGE_NAMES[lang]}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {languages.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="md">
                <LanguageContentFields
                  language={lang}
                  languageName={LANGUAGE_NAMES[lang]}
                  content={values.content[lang] ?? emptyLanguageContent()}
                  onChange={(changes) => patchContent(lang, changes)}
                  errorOf={(key) => errorOf(`content.${lang}.${key}`)}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </FormSection>

        <FormSection id="stand-contact" title={t('configure.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('configure.fields.contactName')}
              autoComplete="off"
              {...form.getInputProps('contactName')}
            />
            <TextInput
              type="email"
              label={t('configure.fields.contactEmail')}
              autoComplete="off"
              {...form.getInputProps('contactEmail')}
            />
            <TextInput
              type="tel"
              label={t('configure.fields.contactPhone')}
              autoComplete="off"
              {...form.getInputProps('contactPhone')}
            />
          </SimpleGrid>
          <StandLogoField
            logo={values.logo}
            onChange={(logo) => patchTop({ logo })}
            error={errorOf('logo')}
          />
          <Stack gap={4}>
            <MediaUpload
              label={t('configure.fields.image')}
              description={t('configure.fields.imageHint')}
              kinds={['image']}
              current={values.image}
              onUploaded={(media) =>
                patchTop({ image: { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl } })
              }
            />
            {errorOf('image') ? (
              <Text size="sm" c="red.9" fw={600} role="alert">
                {errorOf('image')}
              </Text>
            ) : null}
            {values.image ? (
              <Button
                variant="subtle"
                color="red.9"
                c="red.9"
                size="compact-sm"
                w="fit-content"
                leftSection={<IconPhotoOff size={16} aria-hidden />}
                onClick={() => patchTop({ image: null })}
              >
                {t('configure.fields.imageRemove')}
              </Button>
            ) : null}
          </Stack>
          <MultiSelect
            label={t('configure.fields.sectors')}
            description={t('configure.fields.sectorsHint', { max: STAND_SECTORS_MAX })}
            placeholder={values.sectors.length ? undefined : t('configure.fields.sectorsPlaceholder')}
            data={sectors}
            value={values.sectors}
            onChange={(value) => patchTop({ sectors: value })}
            error={errorOf('sectors')}
            maxValues={STAND_SECTORS_MAX}
            clearable
            searchable
            hidePickedOptions
            nothingFoundMessage={t('configure.fields.nothingFound')}
          />
          <Stack gap="sm">
            <Switch
              label={t('configure.fields.isVisible')}
              description={t('configure.fields.isVisibleHint')}
              checked={values.isVisible}
              onChange={(e) => patchTop({ isVisible: e.currentTarget.checked })}
              error={errorOf('isVisible')}
            />
            <Switch
              label={t('configure.fields.isLanguageVisible')}
              description={t('configure.fields.isLanguageVisibleHint')}
              checked={values.isLanguageVisible}
              onChange={(e) => patchTop({ isLanguageVisible: e.currentTarget.checked })}
              error={errorOf('isLanguageVisible')}
            />
            {canOrganize ? (
              <Switch
                label={t('configure.fields.isHiddenByOrganizer')}
                description={t('configure.fields.isHiddenByOrganizerHint')}
                checked={values.isHiddenByOrganizer}
                onChange={(e) => patchTop({ isHiddenByOrganizer: e.currentTarget.checked })}
                error={errorOf('isHiddenByOrganizer')}
                color="red.8"
              />
            ) : null}
          </Stack>
        </FormSection>

        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        {error && !state.cardError ? (
          <Text size="sm" c="red.9" fw={600} role="alert">
            {t('configure.fixFields')}
          </Text>
        ) : null}
        {saved && !dirty ? (
          <SuccessAlert title={t('configure.savedTitle')} message={t('configure.savedMessage')} />
        ) : null}

        <SaveBar
          label={t('configure.saveBar')}
          dirty={dirty}
          invalid={state.invalid}
          pending={pending}
          dirtyText={state.invalid ? t('configure.invalid') : t('configure.unsaved')}
          cleanText={t('configure.noChanges')}
          saveLabel={t('configure.save')}
        />
      </Stack>
    </form>
  );
}
