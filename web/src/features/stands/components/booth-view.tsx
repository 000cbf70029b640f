import { PeopleSection } from '../../../components/person-card.tsx';
import { SectorBadges } from '../../../components/sector-badges.tsx';
import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Image,
  List,
  Modal,
  Stack,
  Text,
  Title,
  Typography,
  UnstyledButton,
} from '@mantine/core';
import {
  IconEyeOff,
  IconFileTypePdf,
  IconInfoCircle,
  IconMail,
  IconPhone,
  IconPlayerPlay,
  IconPresentation,
  IconUser,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand, StandPerson, StandResource } from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { BoothScene } from '../../../components/booth-art/index.ts';
import {
  boothPoster,
  boothVideos,
  contentIn,
  hasVideoroom,
  personsArt,
  shownBrochures,
  videoName,
} from '../stand-view-model.ts';
import { BoothLanguageSwitch } from './booth-language-switch.tsx';
import { BoothPersonCard } from './booth-person-card.tsx';
import '../stands.css';
import { useFairPresence } from '../../../lib/presence.ts';

/** A framed video (the host's embed address); the title names the frame for screen readers. */
export function VideoFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="stand-video-frame">
      <iframe
        src={src}
        title={title}
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}

/** A video's still; a dark screen with a play sign when it has none or it cannot be loaded. */
function VideoThumb({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed)
    return <Image src={url} alt="" w={96} h={54} radius="sm" fit="cover" onError={() => setFailed(true)} />;
  return (
    <Box
      w={96}
      h={54}
      bg="dark.7"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <IconPlayerPlay size={20} color="white" aria-hidden />
    </Box>
  );
}

/** Where the booth stands: "Hall A — Soins · booth 4", or not placed yet. */
export const useBoothPlace = () => {
  const { t } = useTranslation('stands');
  return (stand: Pick<Stand, 'fairHall' | 'number'>): string =>
    stand.fairHall
      ? stand.number !== null
        ? t('place.hallNumber', {
            letter: stand.fairHall.letter,
            hall: stand.fairHall.name,
            number: stand.number,
          })
        : t('place.hall', { letter: stand.fairHall.letter, hall: stand.fairHall.name })
      : t('place.none');
};

export interface BoothViewProps {
  stand: Stand;
  language: Locale | null;
  languages: Locale[];
  onLanguageChange: (language: Locale) => void;
  /** The booth's own switch (`isLanguageVisible`), or always in the preview. */
  showLanguageSwitch: boolean;
  /** The firm's offers (composed by the route file when the fair uses the job module). */
  jobs?: ReactNode;
  /** The booth's interview slots (composed by the route file), after its offers. */
  interviews?: ReactNode;
  /** The booth chat ("Ask this booth", composed by the route file), atop the booth's content. */
  chat?: ReactNode;
  /** The booth's queue ("Talk to the team", composed by the route file), first of the side column. */
  queue?: ReactNode;
  /** What another domain adds to each person's card (the direct-message button). */
  personActions?: (person: StandPerson) => ReactNode;
  /** Each person's call button (composed by the route file); without it a disabled "soon" one. */
  personCall?: (person: StandPerson) => ReactNode;
  /** Links of the header line (videoroom…), after the place. */
  actions?: ReactNode;
  /** 1 on the visit page; 2 inside the manage layout, whose page already has its h1. */
  level?: 1 | 2;
}

/**
 * A booth as visitors see it (§2 /stand/visit, and its preview): the drawn stand, whose poster,
 * screen and desk are real controls, and beside it (below on phones) its content in one language,
 * then its people.
 */
export function BoothView({
  stand,
  language,
  languages,
  onLanguageChange,
  showLanguageSwitch,
  jobs,
  interviews,
  chat,
  queue,
  personActions,
  personCall,
  actions,
  level = 1,
}: BoothViewProps) {
  const sub = (level + 1) as 2 | 3;
  // Inside the manage layout the page is narrower: the scene and its content sit side by side later.
  const side = level === 1 ? 'md' : 'xl';
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const placeOf = useBoothPlace();
  const content = contentIn(stand, language);
  const poster = boothPoster(content);
  const videos = boothVideos(content);
  const brochures = shownBrochures(content);
  const [playing, setPlaying] = useState<StandResource | null>(null);
  const [posterOpen, setPosterOpen] = useState(false);
  const peopleRef = useRef<HTMLHeadingElement>(null);
  const noteId = `stand-${stand.id}-realtime-note`;
  const presence = useFairPresence(
    stand.fair,
    stand.contacts.map((c) => c.id),
  );
  const hidden = !stand.isVisible || stand.isHiddenByOrganizer;
  const videoLabel = (video: StandResource): string =>
    videoName(video, videos.indexOf(video), (n) => t('view.videoN', { n }));

  const toPeople = (): void => {
    const heading = peopleRef.current;
    if (!heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const coordinates: { key: string; icon: ReactNode; value: ReactNode }[] = [];
  const gc = stand.generalContact;
  if (gc.name) coordinates.push({ key: 'name', icon: <IconUser size={16} aria-hidden />, value: gc.name });
  if (gc.email)
    coordinates.push({
      key: 'email',
      icon: <IconMail size={16} aria-hidden />,
      value: (
        <Anchor href={`mailto:${gc.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {gc.email}
        </Anchor>
      ),
    });
  if (gc.phone)
    coordinates.push({
      key: 'phone',
      icon: <IconPhone size={16} aria-hidden />,
      value: (
        <Anchor href={`tel:${gc.phone.replace(/[^\d+]/g, '')}`} size="sm">
          {gc.phone}
        </Anchor>
      ),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title
            order={level}
            fz={{ base: 26, sm: level === 1 ? 34 : 30 }}
            lh={1.15}
            id="stand-name"
            style={{ overflowWrap: 'anywhere' }}
          >
            {stand.name}
          </Title>
          <Group gap="xs">
            <Text c="gray.7">{placeOf(stand)}</Text>
            {stand.firm.name !== stand.name ? <Text c="gray.7">· {stand.firm.name}</Text> : null}
          </Group>
          {hidden ? (
            <Group gap="xs">
              <Badge
                color="gray.8"
                variant="filled"
                tt="none"
                leftSection={<IconEyeOff size={14} aria-hidden />}
              >
                {t('visibility.hiddenBanner')}
              </Badge>
              <Text size="sm" c="gray.7">
                {stand.isHiddenByOrganizer ? t('visibility.byOrganizer') : t('visibility.byYou')}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap="md" align="flex-end">
          {showLanguageSwitch && language && languages.length > 1 ? (
            <BoothLanguageSwitch languages={languages} value={language} onChange={onLanguageChange} />
          ) : null}
          {actions}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, [side]: 7 }}>
          <Box className="stand-scene-sticky">
            <Box className="stand-scene-wrap">
              <BoothScene
                typeArtKey={stand.type?.artKey ?? null}
                variationArtKey={stand.variation?.artKey ?? null}
                theme={stand.theme}
                name={stand.name}
                logoUrl={stand.logo?.url ?? null}
                posterUrl={poster?.media?.thumbnailUrl ?? poster?.media?.url ?? null}
                videoThumbnailUrl={videos[0]?.thumbnailUrl ?? null}
                hasVideo={videos.length > 0}
                brochures={brochures.map((b, i) => ({
                  id: b.id,
                  title: b.title || t('view.brochureN', { n: i + 1 }),
                  url: b.media!.url,
                }))}
                persons={personsArt(stand)}
                onPoster={poster ? () => setPosterOpen(true) : undefined}
                onVideo={videos[0] ? () => setPlaying(videos[0]!) : undefined}
                onDesk={toPeople}
                label={t('view.sceneLabel', { name: stand.name })}
              />
            </Box>
          </Box>
        </Grid.Col>

        <Grid.Col span={{ base: 12, [side]: 5 }}>
          <Stack gap="lg" lang={language ?? undefined}>
            {queue}
            {chat}
            {content?.title || content?.infos ? (
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="stand-about">
                <Title order={sub} fz="h3" id="stand-about" mb="sm">
                  {content.title || t('view.about')}
                </Title>
                {content.infos ? (
                  <Typography className="stand-infos">
                    {/* Sanitised by the api with the §5 allow-list. */}
                    <div dangerouslySetInnerHTML={{ __html: content.infos }} />
                  </Typography>
                ) : null}
              </Card>
            ) : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {languages.length ? t('view.noContent') : t('view.noLanguage')}
              </Alert>
            )}

            {videos.length ? (
              <Stack gap="xs" component="section" aria-labelledby="stand-videos">
                <Title order={sub} fz="h4" id="stand-videos">
                  {t('view.videos')}
                </Title>
                <Stack gap={6}>
                  {videos.map((video) => (
                    <UnstyledButton
                      key={video.id}
                      onClick={() => setPlaying(video)}
                      className="stand-video-item"
                      aria-haspopup="dialog"
                    >
                      <Group gap="sm" wrap="nowrap">
                        <VideoThumb url={video.thumbnailUrl} />
                        <Text size="sm" fw={600} c="passerelle.8">
                          {t('view.play', { name: videoLabel(video) })}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Stack>
            ) : null}

            {hasVideoroom(content) ? (
              <Button
                variant="light"
                leftSection={<IconPresentation size={18} aria-hidden />}
                renderRoot={(props) => (
                  <Link
                    to="/{-$salon}/stand/videoroom/{-$id}"
                    params={{ salon, id: String(stand.id) }}
                    {...props}
                  />
                )}
              >
                {t('view.videoroom')}
              </Button>
            ) : null}

            {brochures.length ? (
              <Stack gap="xs" component="section" aria-labelledby="stand-brochures">
                <Title order={sub} fz="h4" id="stand-brochures">
                  {t('view.brochures')}
                </Title>
                <List spacing="sm" listStyleType="none" p={0}>
                  {brochures.map((b, i) => (
                    <List.Item key={b.id}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <IconFileTypePdf size={20} aria-hidden color="var(--mantine-color-red-8)" />
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Anchor href={b.media!.url} target="_blank" rel="noopener" fw={600} size="sm">
                            {b.title || t('view.brochureN', { n: i + 1 })}
                            <Text span size="xs" c="gray.7" fw={400}>
                              {' '}
                              {t('view.pdf')}
                            </Text>
                          </Anchor>
                          {b.description ? (
                            <Text size="sm" c="gray.8">
                              {b.description}
                            </Text>
                          ) : null}
                        </Stack>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}

            {coordinates.length ? (
              <Stack gap="xs" component="section" aria-labelledby="stand-contact">
                <Title order={sub} fz="h4" id="stand-contact">
                  {t('view.contact')}
                </Title>
                {coordinates.map((c) => (
                  <Group key={c.key} gap="xs" wrap="nowrap">
                    <Box c="passerelle.7">{c.icon}</Box>
                    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                      {c.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : null}

            {stand.sectors.length ? (
              <Stack gap="xs" component="section" aria-labelledby="stand-sectors">
                <Title order={sub} fz="h4" id="stand-sectors">
                  {t('view.sectors')}
                </Title>
                <SectorBadges sectors={stand.sectors} labelledBy="stand-sectors" />
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <PeopleSection
        titleId="stand-people"
        title={t('view.people')}
        level={sub}
        titleRef={peopleRef}
        note={personCall ? undefined : t('people.callsSoon')}
        noteId={noteId}
        emptyText={t('view.noPeople')}
      >
        {stand.contacts.map((person) => (
          <BoothPersonCard
            key={person.id}
            person={person}
            noteId={noteId}
            level={(sub + 1) as 3 | 4}
            presence={presence?.get(person.id)}
            actions={personActions?.(person)}
            call={personCall ? (personCall(person) ?? null) : undefined}
          />
        ))}
      </PeopleSection>

      {jobs}
      {interviews}

      <Modal
        opened={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing ? videoLabel(playing) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('view.close') }}
      >
        {playing?.embedUrl ? <VideoFrame src={playing.embedUrl} title={videoLabel(playing)} /> : null}
      </Modal>
      <Modal
        opened={posterOpen}
        onClose={() => setPosterOpen(false)}
        title={t('view.poster', { name: stand.name })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('view.close') }}
      >
        {poster?.media ? (
          <Image
            src={poster.media.url}
            alt={t('view.posterAlt', { name: stand.name })}
            radius="sm"
            fit="contain"
            mah="75vh"
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
