import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAND_NAME_MAX, type Locale } from '@passerelle/contract/lite';
import { MediaUpload } from '../../../components/media-upload.tsx';
import { RichTextEditorField } from '../../../components/rich-text-editor.tsx';
import type { LanguageContent } from '../stand-form-model.ts';
import { BrochuresField } from './brochures-field.tsx';
import { VideoLinkHint, VideoLinksField } from './video-links-field.tsx';

/** One language's content of the booth: title, presentation, videos, videoroom, poster, brochures. */
export function LanguageContentFields({
  language,
  languageName,
  content,
  onChange,
  errorOf,
}: {
  language: Locale;
  languageName: string;
  content: LanguageContent;
  onChange: (patch: Partial<LanguageContent>) => void;
  /** The translated error of a key under `content.<language>.` (`title`, `videos.<key>.url`…). */
  errorOf: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('stands');
  const idPrefix = `content-${language}`;
  return (
    <Stack gap="lg" lang={language}>
      <TextInput
        label={t('content.fields.title', { language: languageName })}
        description={t('content.fields.titleHint')}
        maxLength={STAND_NAME_MAX}
        value={content.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        error={errorOf('title')}
      />
      <RichTextEditorField
        label={t('content.fields.infos', { language: languageName })}
        description={t('content.fields.infosHint')}
        value={content.infos}
        onChange={(infos) => onChange({ infos })}
        error={errorOf('infos')}
        lang={language}
      />
      <Divider />
      <VideoLinksField
        idPrefix={idPrefix}
        videos={content.videos}
        onChange={(videos) => onChange({ videos })}
        errorOf={(key, field) => errorOf(`videos.${key}.${field}`)}
      />
      <Divider />
      <Stack gap="sm" role="group" aria-labelledby={`${idPrefix}-videoroom-title`}>
        <Stack gap={2}>
          <Text fw={600} id={`${idPrefix}-videoroom-title`}>
            {t('videoroom.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('videoroom.hint')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('videoroom.url')}
            type="url"
            inputMode="url"
            value={content.videoroom}
            onChange={(e) => onChange({ videoroom: e.currentTarget.value })}
            error={errorOf('videoroom')}
            description={<VideoLinkHint url={content.videoroom} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label={t('videoroom.videoTitle')}
            maxLength={150}
            value={content.videoroomTitle}
            onChange={(e) => onChange({ videoroomTitle: e.currentTarget.value })}
            error={errorOf('videoroomTitle')}
          />
        </SimpleGrid>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <MediaUpload
          label={t('poster.title')}
          description={t('poster.hint')}
          kinds={['image']}
          current={content.poster}
          onUploaded={(media) =>
            onChange({ poster: { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl } })
          }
        />
        {errorOf('poster') ? (
          <Text size="sm" c="red.9" role="alert">
            {errorOf('poster')}
          </Text>
        ) : null}
        {content.poster ? (
          <Group>
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              size="compact-sm"
              leftSection={<IconPhotoOff size={16} aria-hidden />}
              onClick={() => onChange({ poster: null })}
            >
              {t('poster.remove')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Divider />
      <BrochuresField
        idPrefix={idPrefix}
        brochures={content.brochures}
        onChange={(brochures) => onChange({ brochures })}
        errorOf={(key, field) => errorOf(`brochures.${key}.${field}`)}
      />
      {errorOf('other') ? (
        <Text size="sm" c="red.9" role="alert">
          {errorOf('other')}
        </Text>
      ) : null}
    </Stack>
  );
}
