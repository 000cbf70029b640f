import { Box, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandCharacter, StandType, StandTypeVariation } from '@passerelle/contract';
import {
  STAND_NAME_MAX,
  STAND_PERSON_PLACES,
  STAND_THEMES,
  type StandPersonPlace,
  type StandTheme,
} from '@passerelle/contract/lite';
import {
  BOOTH_THEMES,
  BoothMiniature,
  CharacterFigure,
  boothThemeName,
} from '../../../components/booth-art/index.ts';
import type { StandFormValues } from '../stand-form-model.ts';

export interface SceneCatalogue {
  types: StandType[];
  variations: StandTypeVariation[];
  /** Characters that fit each place (§3: by character type). */
  characters: Record<StandPersonPlace, StandCharacter[]>;
}

type SceneValues = Pick<
  StandFormValues,
  'name' | 'standType' | 'standTypeVariation' | 'theme' | 'persons' | 'logo'
>;

/** A theme's colours as a swatch (fascia, accent, wall). */
function ThemeSwatch({ theme }: { theme: StandTheme }) {
  const c = BOOTH_THEMES[theme];
  return (
    <Box
      aria-hidden
      style={{
        display: 'flex',
        width: 56,
        height: 28,
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-4)',
        flexShrink: 0,
      }}
    >
      <span style={{ flex: 2, background: c.fascia }} />
      <span style={{ flex: 1, background: c.accent }} />
      <span style={{ flex: 1, background: c.wall }} />
    </Box>
  );
}

/** Section 1 of the configure form: the booth's name and drawn scene (type, variation, theme, people). */
export function SceneFields({
  values,
  catalogue,
  onChange,
  errorOf,
}: {
  values: SceneValues;
  catalogue: SceneCatalogue;
  onChange: (patch: Partial<StandFormValues>) => void;
  errorOf: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('stands');
  const variationsOf = (typeId: string | null) =>
    catalogue.variations.filter((v) => typeId !== null && String(v.standType) === typeId);
  const variations = variationsOf(values.standType);
  const variationArt = variations.find((v) => String(v.id) === values.standTypeVariation)?.artKey ?? null;

  const pickType = (value: string | null) => {
    if (value === null || value === values.standType) return;
    const type = catalogue.types.find((ty) => String(ty.id) === value);
    const first = variationsOf(value)[0];
    onChange({
      standType: value,
      standGroup: type?.standGroup ?? null,
      // The variation belongs to its type: the new type starts on its first one.
      standTypeVariation: first ? String(first.id) : null,
    });
  };

  return (
    <Stack gap="lg">
      <TextInput
        label={t('configure.fields.name')}
        description={t('configure.fields.nameHint')}
        required
        maxLength={STAND_NAME_MAX}
        value={values.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={errorOf('name')}
      />

      <Radio.Group
        label={t('configure.fields.type')}
        description={catalogue.types.length ? undefined : t('configure.fields.typeNone')}
        value={values.standType}
        onChange={pickType}
        error={errorOf('standType')}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="xs">
          {catalogue.types.map((type) => (
            <Radio.Card
              key={type.id}
              value={String(type.id)}
              radius="md"
              p="xs"
              className="stand-choice-card"
            >
              <Stack gap={6}>
                <BoothMiniature
                  typeArtKey={type.artKey}
                  variationArtKey={variationArt}
                  theme={values.theme}
                  name={values.name}
                  logoUrl={values.logo?.thumbnailUrl ?? values.logo?.url ?? null}
                  number={null}
                />
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator size="sm" />
                  <Text size="sm" fw={600}>
                    {type.name}
                  </Text>
                </Group>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {variations.length ? (
        <Radio.Group
          label={t('configure.fields.variation')}
          value={values.standTypeVariation}
          onChange={(value) => onChange({ standTypeVariation: value })}
          error={errorOf('standTypeVariation')}
        >
          <Group gap="sm" mt="xs">
            {variations.map((v) => (
              <Radio.Card
                key={v.id}
                value={String(v.id)}
                radius="md"
                px="sm"
                py={6}
                w="auto"
                className="stand-choice-card"
              >
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator size="sm" />
                  <Text size="sm">{v.name}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
      ) : null}

      <Radio.Group
        label={t('configure.fields.theme')}
        value={values.theme}
        onChange={(value) => onChange({ theme: value as StandTheme })}
        error={errorOf('theme')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="xs">
          {STAND_THEMES.map((theme) => (
            <Radio.Card key={theme} value={theme} radius="md" p="xs" className="stand-choice-card">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator size="sm" />
                <ThemeSwatch theme={theme} />
                <Text size="sm">{t(boothThemeName(theme), { ns: 'boothArt' })}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      <Stack gap="xs" role="group" aria-labelledby="stand-persons-title">
        <Stack gap={2}>
          <Text fw={500} size="sm" id="stand-persons-title">
            {t('configure.fields.persons')}
          </Text>
          <Text size="xs" c="gray.7">
            {t('configure.fields.personsHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {STAND_PERSON_PLACES.map((place) => {
            const options = catalogue.characters[place];
            const chosen = options.find((c) => String(c.id) === values.persons[place]);
            return (
              <Group key={place} gap="sm" wrap="nowrap" align="flex-end">
                <Box
                  w={36}
                  h={64}
                  style={{ flexShrink: 0, display: 'grid', placeItems: 'end center' }}
                  className="stand-person-preview"
                >
                  {chosen ? <CharacterFigure artKey={chosen.artKey} /> : null}
                </Box>
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t(`places.${place}`)}
                  placeholder={t('configure.fields.nobody')}
                  data={options.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={values.persons[place]}
                  onChange={(value) => onChange({ persons: { ...values.persons, [place]: value } })}
                  error={errorOf(`persons.${place}`)}
                  clearable
                  nothingFoundMessage={t('configure.fields.noCharacter')}
                />
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
