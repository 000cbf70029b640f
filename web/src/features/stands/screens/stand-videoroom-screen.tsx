import { useState } from 'react';
import { Alert, Anchor, Grid, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand } from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { VideoroomScene } from '../../../components/booth-art/index.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { BoothLanguageSwitch } from '../components/booth-language-switch.tsx';
import { useBoothPlace } from '../components/booth-view.tsx';
import { StandGate } from '../components/stand-gate.tsx';
import {
  boothLanguages,
  contentIn,
  personsArt,
  resolveBoothLanguage,
  videoName,
  videoroomPlaylist,
} from '../stand-view-model.ts';
import { standsQueries } from '../stands.queries.ts';
import '../stands.css';

function BackToBooth({ id }: { id: number }) {
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  return (
    <Anchor
      size="sm"
      w="fit-content"
      renderRoot={(props) => (
        <Link to="/{-$salon}/stand/visit/{-$id}" params={{ salon, id: String(id) }} {...props} />
      )}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('videoroomView.back')}
      </Group>
    </Anchor>
  );
}

/** §2 /stand/videoroom/{id}: the booth's video room; its screen shows the first video (§9). */
export function StandVideoroomScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const query = useQuery(standsQueries.detail(id, user?.id ?? null));
  return (
    <Stack gap="lg" px={{ base: 'sm', sm: 'xl' }} py="lg" maw={1320} mx="auto" w="100%">
      <BackToBooth id={id} />
      <StandGate query={query}>{(stand) => <Videoroom stand={stand} />}</StandGate>
    </Stack>
  );
}

function Videoroom({ stand }: { stand: Stand }) {
  const { t, i18n } = useTranslation('stands');
  const placeOf = useBoothPlace();
  const [chosen, setChosen] = useState<Locale | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const language = resolveBoothLanguage(stand, chosen, i18n.language);
  const languages = boothLanguages(stand);
  const playlist = videoroomPlaylist(contentIn(stand, language));
  const playing = playlist.find((v) => v.id === current) ?? playlist[0] ?? null;
  const nameOf = (index: number) => videoName(playlist[index]!, index, (n) => t('view.videoN', { n }));
  const others = playlist.map((v, i) => ({ video: v, name: nameOf(i) })).filter((o) => o.video !== playing);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
            {t('videoroomView.title', { name: stand.name })}
          </Title>
          <Text c="gray.7">{placeOf(stand)}</Text>
        </Stack>
        {stand.isLanguageVisible && language && languages.length > 1 ? (
          <BoothLanguageSwitch
            languages={languages}
            value={language}
            onChange={(l) => {
              setChosen(l);
              setCurrent(null);
            }}
          />
        ) : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <VideoroomScene
            theme={stand.theme}
            name={stand.name}
            logoUrl={stand.logo?.url ?? null}
            embedUrl={playing?.embedUrl ?? null}
            videoTitle={playing ? nameOf(playlist.indexOf(playing)) : null}
            persons={personsArt(stand)}
            label={t('videoroomView.sceneLabel', { name: stand.name })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" component="section" aria-labelledby="videoroom-list" lang={language ?? undefined}>
            <Title order={2} fz="h4" id="videoroom-list">
              {t('videoroomView.others')}
            </Title>
            {playlist.length === 0 ? (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {t('videoroomView.none')}
              </Alert>
            ) : others.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('videoroomView.noOthers')}
              </Text>
            ) : (
              others.map(({ video, name }) => (
                <UnstyledButton key={video.id} onClick={() => setCurrent(video.id)}>
                  <Group gap="xs" wrap="nowrap">
                    <IconPlayerPlay size={18} aria-hidden color="var(--mantine-color-passerelle-7)" />
                    <Text size="sm" fw={600} c="passerelle.8">
                      {t('videoroomView.show', { name })}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
