import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobOfferLanguage } from '@passerelle/contract';
import { LANGUAGE_SKILLS } from '@passerelle/contract/lite';
import { languageName } from '../offer-format.ts';

/** The languages an offer asks: per language, the CEFR level expected for each skill, and the certificates it accepts. */
export function OfferLanguages({ languages, level }: { languages: JobOfferLanguage[]; level: 3 | 4 }) {
  const { t, i18n } = useTranslation(['job-offers', 'match']);
  if (!languages.length) return <Text size="sm">{t('offer.noLanguage')}</Text>;
  return (
    <Stack gap="md">
      {languages.map((l) => {
        const name = languageName(l.language, i18n.language);
        const id = `offer-language-${l.language}`;
        return (
          <Stack gap={6} key={l.language}>
            <Title order={level} fz="h5" id={id}>
              {name}
            </Title>
            <Table aria-labelledby={id} withTableBorder striped maw={460} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('offer.skill')}</Table.Th>
                  <Table.Th scope="col" w={110}>
                    {t('offer.level')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {LANGUAGE_SKILLS.map((skill) => (
                  <Table.Tr key={skill}>
                    <Table.Th scope="row" fw={400}>
                      {t(`match:skills.${skill}`)}
                    </Table.Th>
                    <Table.Td>
                      {l.levels[skill] ? (
                        <Badge variant="filled" color="passerelle" radius="sm">
                          {l.levels[skill]}
                        </Badge>
                      ) : (
                        <Text size="sm" c="gray.7">
                          {t('form.notAsked')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {l.certificates.length ? (
              <Text size="sm" c="gray.8">
                {t('offer.certificates', { list: l.certificates.join(', ') })}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
