import { Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { useTranslation } from 'react-i18next';
import type { JobProfileFull } from '@passerelle/contract';
import { LANGUAGE_SKILLS } from '@passerelle/contract/lite';

const nameIn = (names: Record<string, string>, id: number | string | null) =>
  id === null ? null : (names[String(id)] ?? null);

/** A profile as employers and organizers read it: labels in the reader's language. */
export function ProfileFacts({ profile }: { profile: JobProfileFull }) {
  const { t } = useTranslation(['job-profiles', 'match']);
  const l = profile.labels;
  const dash = <Text fs="italic">{t('view.notSaid')}</Text>;
  return (
    <Stack gap="lg">
      <section aria-labelledby="facts-wanted">
        <Title order={3} size="h4" id="facts-wanted" mb="xs">
          {t('view.wanted')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabelledValue label={t('wanted.functions')}>
            {profile.functions.length ? (
              <Group gap={6}>
                {profile.functions.map((id) => (
                  <Badge key={id} variant="light">
                    {nameIn(l.functions, id)}
                  </Badge>
                ))}
              </Group>
            ) : (
              dash
            )}
          </LabelledValue>
          <LabelledValue label={t('wanted.families')}>
            {profile.families.length ? profile.families.map((id) => nameIn(l.families, id)).join(', ') : dash}
          </LabelledValue>
          <LabelledValue label={t('wanted.disponibility')}>
            {nameIn(l.disponibilities, profile.disponibility) ?? dash}
          </LabelledValue>
          <LabelledValue label={t('wanted.experience')}>
            {nameIn(l.experiences, profile.experience) ?? dash}
          </LabelledValue>
          <LabelledValue label={t('place.residenceCountry')}>
            {nameIn(l.countries, profile.residenceCountry) ?? dash}
          </LabelledValue>
          <LabelledValue label={t('place.mobilityCountries')}>
            {profile.mobilityCountries.length
              ? profile.mobilityCountries.map((id) => nameIn(l.countries, id)).join(', ')
              : t('view.anywhere')}
          </LabelledValue>
          <LabelledValue label={t('recognition.title')}>
            {t(`recognition.statuses.${profile.recognition}`)}
          </LabelledValue>
          <LabelledValue label={t('recognition.licence')}>{profile.licence ?? dash}</LabelledValue>
        </SimpleGrid>
      </section>

      <section aria-labelledby="facts-languages">
        <Title order={3} size="h4" id="facts-languages" mb="xs">
          {t('languages.title')}
        </Title>
        {profile.languages.length === 0 ? (
          dash
        ) : (
          <Table withTableBorder striped style={{ tableLayout: 'fixed', width: '100%' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="30%">
                  {t('languages.language')}
                </Table.Th>
                {LANGUAGE_SKILLS.map((s) => (
                  <Table.Th key={s} scope="col">
                    <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t(`match:skills.${s}`)}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profile.languages.map((lang) => (
                <Table.Tr key={lang.language}>
                  <Table.Th scope="row">
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {l.languages[lang.language] ?? lang.language}
                    </Text>
                    {lang.certificates.length ? (
                      <Text size="xs" c="gray.7">
                        {lang.certificates.join(', ')}
                      </Text>
                    ) : null}
                  </Table.Th>
                  {LANGUAGE_SKILLS.map((s) => (
                    <Table.Td key={s}>{lang.levels[s] ?? '—'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="facts-experiences">
        <Title order={3} size="h4" id="facts-experiences" mb="xs">
          {t('experiences.title')}
        </Title>
        {profile.experiences.length === 0 ? (
          dash
        ) : (
          <List>
            {profile.experiences.map((e, i) => (
              <List.Item key={i}>
                {t('view.experience', {
                  employer: e.employer,
                  function: nameIn(l.functions, e.function) ?? '—',
                  country: nameIn(l.countries, e.country) ?? '—',
                  count: e.years,
                })}
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <section aria-labelledby="facts-educations">
        <Title order={3} size="h4" id="facts-educations" mb="xs">
          {t('educations.title')}
        </Title>
        {profile.educations.length === 0 ? (
          dash
        ) : (
          <List>
            {profile.educations.map((e, i) => (
              <List.Item key={i}>
                {[e.title, nameIn(l.educationLevels, e.educationLevel), e.year].filter(Boolean).join(' — ')}
              </List.Item>
            ))}
          </List>
        )}
      </section>

      {profile.personalSkills.length + profile.personalQualities.length ? (
        <section aria-labelledby="facts-qualities">
          <Title order={3} size="h4" id="facts-qualities" mb="xs">
            {t('qualities.title')}
          </Title>
          <Group gap={6}>
            {[
              ...profile.personalSkills.map((id) => nameIn(l.personalSkills, id)),
              ...profile.personalQualities.map((id) => nameIn(l.personalQualities, id)),
            ].map((name, i) => (
              <Badge key={i} variant="outline">
                {name}
              </Badge>
            ))}
          </Group>
        </section>
      ) : null}
    </Stack>
  );
}
