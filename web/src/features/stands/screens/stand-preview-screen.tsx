import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand } from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { useCurrentUser } from '../../../lib/auth.ts';
import { BoothView } from '../components/booth-view.tsx';
import type { BoothSlot } from './stand-visit-screen.tsx';
import { StandGate } from '../components/stand-gate.tsx';
import { boothLanguages, resolveBoothLanguage } from '../stand-view-model.ts';
import { standsQueries } from '../stands.queries.ts';

/**
 * §2 /stand/preview/{id}: the booth exactly as visitors will see it, hidden or not, with a switch
 * among all its languages and the way back to its configuration.
 */
export function StandPreviewScreen({ id, jobs }: { id: number; jobs?: BoothSlot }) {
  const user = useCurrentUser();
  const query = useQuery(standsQueries.detail(id, user?.id ?? null));
  return <StandGate query={query}>{(stand) => <Preview stand={stand} jobs={jobs} />}</StandGate>;
}

function Preview({ stand, jobs }: { stand: Stand; jobs?: BoothSlot }) {
  const { t, i18n } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const [chosen, setChosen] = useState<Locale | null>(null);
  const language = resolveBoothLanguage(stand, chosen, i18n.language);
  const params = { salon, id: String(stand.id) };
  return (
    <Stack gap="lg">
      <Alert
        color="passerelle"
        variant="light"
        icon={<IconEye size={20} aria-hidden />}
        title={t('preview.banner')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('preview.bannerText')}</Text>
          <Group gap="xs">
            {stand.abilities.update ? (
              <Button
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                renderRoot={(props) => (
                  <Link to="/{-$salon}/stand/configure/{-$id}" params={params} {...props} />
                )}
              >
                {t('preview.configure')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/{-$salon}/stand/add-contacts/{-$id}" params={params} {...props} />
              )}
            >
              {t('preview.people')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      <BoothView
        stand={stand}
        language={language}
        languages={boothLanguages(stand)}
        onLanguageChange={setChosen}
        showLanguageSwitch
        level={2}
        jobs={jobs?.(stand)}
      />
    </Stack>
  );
}
