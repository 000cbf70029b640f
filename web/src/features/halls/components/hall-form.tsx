import { LocalisedNameFields } from '../../../components/localised-name-fields.tsx';
import {
  Button,
  ColorInput,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HALL_VARIANTS, type HallVariant } from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { FormSection } from '../../../components/form-section.tsx';
import { MediaUpload } from '../../../components/media-upload.tsx';
import {
  HALL_IMAGE_FIELDS,
  HALL_STANDS_MAX,
  HALL_STANDS_MIN,
  hallFieldOf,
  hallValuePath,
  validateHallForm,
  type HallFormField,
  type HallFormValues,
} from '../hall-form-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';

const SWATCHES = ['#1e6091', '#2a9d8f', '#b5542d', '#6a4c93', '#c9184a', '#2b7a0b', '#8a5a00', '#334155'];

export interface HallFormProps {
  initialValues: HallFormValues;
  onSubmit: (values: HallFormValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: violations go on their fields, the rest in the card. */
  error: unknown;
  submitLabel: string;
  /** Editing: warn that a new number of booths resets the map. */
  editing: boolean;
}

/** §3 Hall: names per language, letter, colours, booths, visibility, link and images, in sections. */
export function HallForm({
  initialValues,
  onSubmit,
  onCancel,
  pending,
  error,
  submitLabel,
  editing,
}: HallFormProps) {
  const { t } = useTranslation('halls');
  const { form, ...state } = useContractForm({
    initialValues,
    validate: validateHallForm,
    fieldOf: hallFieldOf,
    valuePath: hallValuePath,
    error,
    pending,
  });
  const values = state.values;
  const fieldError = state.errorOf;
  const touch = state.touch;
  const update = (_field: HallFormField, patch: Partial<HallFormValues>) => form.setValues(patch);
  const setName = (locale: Locale, name: string) =>
    update(locale, { names: { ...values.names, [locale]: name } });

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection level={3} id="hall-names" title={t('form.sections.names')}>
          <Text size="sm" c="gray.7">
            {t('form.namesHint')}
          </Text>
          <LocalisedNameFields
            names={values.names}
            label={(locale) => t(`form.name.${locale}`)}
            onChange={setName}
            onBlur={(locale) => touch(locale)()}
            errorOf={fieldError}
            maxLength={255}
          />
        </FormSection>

        <FormSection level={3} id="hall-identity" title={t('form.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.letter')}
              description={t('form.letterHint')}
              value={values.letter}
              onChange={(e) => update('letter', { letter: e.currentTarget.value.toUpperCase() })}
              onBlur={touch('letter')}
              error={fieldError('letter')}
              required
              maxLength={3}
              autoComplete="off"
            />
            <NumberInput
              label={t('form.numberOfStands')}
              description={
                editing
                  ? `${t('form.numberOfStandsHint', { min: HALL_STANDS_MIN, max: HALL_STANDS_MAX })} ${t('form.numberOfStandsReset')}`
                  : t('form.numberOfStandsHint', { min: HALL_STANDS_MIN, max: HALL_STANDS_MAX })
              }
              value={values.numberOfStands}
              onChange={(numberOfStands) => update('numberOfStands', { numberOfStands })}
              onBlur={touch('numberOfStands')}
              error={fieldError('numberOfStands')}
              min={HALL_STANDS_MIN}
              max={HALL_STANDS_MAX}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <ColorInput
              label={t('form.color')}
              description={t('form.colorHint')}
              format="hex"
              swatches={SWATCHES}
              value={values.color}
              onChange={(color) => update('color', { color })}
              onBlur={touch('color')}
              error={fieldError('color')}
            />
            <ColorInput
              label={t('form.titleColor')}
              description={t('form.colorHint')}
              format="hex"
              swatches={['#ffffff', '#1a1b1e', ...SWATCHES]}
              value={values.titleColor}
              onChange={(titleColor) => update('titleColor', { titleColor })}
              onBlur={touch('titleColor')}
              error={fieldError('titleColor')}
            />
            <Select
              label={t('form.variant')}
              placeholder={t('form.variantPlaceholder')}
              data={HALL_VARIANTS.map((v) => ({ value: v, label: t(`form.variants.${v}`) }))}
              value={values.variant}
              onChange={(variant) => update('variant', { variant: variant as HallVariant | null })}
              error={fieldError('variant')}
              clearable
            />
            <TextInput
              label={t('form.link')}
              description={t('form.linkHint')}
              value={values.link}
              onChange={(e) => update('link', { link: e.currentTarget.value })}
              onBlur={touch('link')}
              error={fieldError('link')}
              maxLength={2048}
              autoComplete="off"
            />
          </SimpleGrid>
          <Switch
            label={t('form.isVisible')}
            checked={values.isVisible}
            onChange={(e) => update('isVisible', { isVisible: e.currentTarget.checked })}
          />
        </FormSection>

        <FormSection level={3} id="hall-images" title={t('form.sections.images')}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {HALL_IMAGE_FIELDS.map((field) => (
              <Stack key={field} gap="xs">
                <MediaUpload
                  label={t(`form.images.${field}`)}
                  kinds={['image']}
                  current={values.images[field]}
                  onUploaded={(media) =>
                    update(field, {
                      images: {
                        ...values.images,
                        [field]: { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl },
                      },
                    })
                  }
                  disabled={pending}
                />
                {fieldError(field) ? (
                  <Text size="sm" c="red.8" role="alert">
                    {fieldError(field)}
                  </Text>
                ) : null}
                {values.images[field] ? (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="xs"
                    leftSection={<IconPhotoOff size={16} aria-hidden />}
                    onClick={() => update(field, { images: { ...values.images, [field]: null } })}
                  >
                    {t('form.images.remove')}
                  </Button>
                ) : null}
              </Stack>
            ))}
          </SimpleGrid>
        </FormSection>

        <FormActions
          error={state.cardError}
          cancel={{ label: t('form.cancel'), onClick: onCancel }}
          submitLabel={submitLabel}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
