import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAND_RESOURCES_PER_TYPE_MAX } from '@passerelle/contract/lite';
import {
  addVideo,
  moveEntry,
  removeEntry,
  updateEntry,
  videoLinkState,
  type VideoEntry,
} from '../stand-form-model.ts';
import { EntryActions } from './entry-actions.tsx';

/** The live verdict under a video link: the recognised host, or nothing (errors come from the form). */
export function VideoLinkHint({ url }: { url: string }) {
  const { t } = useTranslation('stands');
  const state = videoLinkState(url);
  if (state.status !== 'valid') return null;
  return (
    <Group gap={4} component="span" wrap="nowrap">
      <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />
      <span>{t('videos.recognised', { host: t(`videos.hosts.${state.link.host}`) })}</span>
    </Group>
  );
}

/**
 * The booth's videos in one language (TYPE_VIDEO): a link and a title per row, checked as they are
 * typed against the accepted hosts, in the order the booth shows them.
 */
export function VideoLinksField({
  idPrefix,
  videos,
  onChange,
  errorOf,
}: {
  idPrefix: string;
  videos: VideoEntry[];
  onChange: (videos: VideoEntry[]) => void;
  /** The translated error of a field key under `content.<lang>.videos.<key>`. */
  errorOf: (key: string, field: 'url' | 'title') => string | undefined;
}) {
  const { t } = useTranslation('stands');
  const full = videos.length >= STAND_RESOURCES_PER_TYPE_MAX;
  return (
    <Stack gap="sm" role="group" aria-labelledby={`${idPrefix}-videos-title`}>
      <Stack gap={2}>
        <Text fw={600} id={`${idPrefix}-videos-title`}>
          {t('videos.title')}
        </Text>
        <Text size="sm" c="gray.7">
          {t('videos.hint')}
        </Text>
      </Stack>
      {videos.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('videos.none')}
        </Text>
      ) : null}
      {videos.map((video, index) => {
        const name = t('videos.name', { n: index + 1 });
        return (
          <Paper key={video.key} withBorder radius="md" p="sm" bg="gray.0">
            <Group justify="space-between" align="center" mb={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <EntryActions
                name={name}
                index={index}
                count={videos.length}
                onMove={(delta) => onChange(moveEntry(videos, index, delta))}
                onRemove={() => onChange(removeEntry(videos, video.key))}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('videos.url', { n: index + 1 })}
                placeholder="https://www.youtube.com/watch?v=…"
                type="url"
                inputMode="url"
                required
                value={video.url}
                onChange={(e) => onChange(updateEntry(videos, video.key, { url: e.currentTarget.value }))}
                error={errorOf(video.key, 'url')}
                description={<VideoLinkHint url={video.url} />}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <TextInput
                label={t('videos.videoTitle', { n: index + 1 })}
                maxLength={150}
                value={video.title}
                onChange={(e) => onChange(updateEntry(videos, video.key, { title: e.currentTarget.value }))}
                error={errorOf(video.key, 'title')}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={full}
          onClick={() => onChange(addVideo(videos))}
        >
          {t('videos.add')}
        </Button>
        {full ? (
          <Text size="sm" c="gray.7">
            {t('videos.full', { max: STAND_RESOURCES_PER_TYPE_MAX })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
