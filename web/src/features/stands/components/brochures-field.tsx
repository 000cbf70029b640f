import { useRef } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileTypePdf, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  STAND_BROCHURES_SHOWN,
  STAND_RESOURCE_DESCRIPTION_MAX,
  STAND_RESOURCES_PER_TYPE_MAX,
} from '@passerelle/contract/lite';
import { MediaUpload } from '../../../components/media-upload.tsx';
import { uploadMediaFile } from '../../../lib/media.ts';
import { addBrochure, moveEntry, removeEntry, updateEntry, type BrochureEntry } from '../stand-form-model.ts';
import { EntryActions } from './entry-actions.tsx';

/**
 * The booth's brochures in one language (PDF files, TYPE_BROCHURE): each with a title and a short
 * description (≤ 300 characters, §5), in the order the rack shows them (the first 6, §9).
 */
export function BrochuresField({
  idPrefix,
  brochures,
  onChange,
  errorOf,
}: {
  idPrefix: string;
  brochures: BrochureEntry[];
  onChange: (brochures: BrochureEntry[]) => void;
  errorOf: (key: string, field: 'media' | 'title' | 'description') => string | undefined;
}) {
  const { t } = useTranslation('stands');
  // The picked file's name becomes the new brochure's title.
  const pickedName = useRef('');
  const full = brochures.length >= STAND_RESOURCES_PER_TYPE_MAX;
  return (
    <Stack gap="sm" role="group" aria-labelledby={`${idPrefix}-brochures-title`}>
      <Stack gap={2}>
        <Text fw={600} id={`${idPrefix}-brochures-title`}>
          {t('brochures.title')}
        </Text>
        <Alert
          variant="light"
          color="gray"
          p="xs"
          icon={<IconInfoCircle size={16} aria-hidden />}
          styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          {t('brochures.shownNote', { count: STAND_BROCHURES_SHOWN })}
        </Alert>
      </Stack>
      {brochures.map((brochure, index) => {
        const name = brochure.title.trim() || t('brochures.name', { n: index + 1 });
        const shown = index < STAND_BROCHURES_SHOWN;
        return (
          <Paper key={brochure.key} withBorder radius="md" p="sm" bg="gray.0">
            <Group justify="space-between" align="center" mb={6} wrap="nowrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileTypePdf size={20} aria-hidden color="var(--mantine-color-red-8)" />
                <Anchor
                  href={brochure.media.url}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t('brochures.open', { name })}
                </Anchor>
                {!shown ? (
                  <Text size="xs" c="gray.7">
                    {t('brochures.notShown')}
                  </Text>
                ) : null}
              </Group>
              <EntryActions
                name={name}
                index={index}
                count={brochures.length}
                onMove={(delta) => onChange(moveEntry(brochures, index, delta))}
                onRemove={() => onChange(removeEntry(brochures, brochure.key))}
              />
            </Group>
            {errorOf(brochure.key, 'media') ? (
              <Text size="sm" c="red.9" role="alert">
                {errorOf(brochure.key, 'media')}
              </Text>
            ) : null}
            <Stack gap={6}>
              <TextInput
                label={t('brochures.fileTitle', { n: index + 1 })}
                maxLength={150}
                value={brochure.title}
                onChange={(e) =>
                  onChange(updateEntry(brochures, brochure.key, { title: e.currentTarget.value }))
                }
                error={errorOf(brochure.key, 'title')}
              />
              <BrochureDescription
                label={t('brochures.description', { n: index + 1 })}
                value={brochure.description}
                onChange={(description) => onChange(updateEntry(brochures, brochure.key, { description }))}
                error={errorOf(brochure.key, 'description')}
              />
            </Stack>
          </Paper>
        );
      })}
      {full ? (
        <Text size="sm" c="gray.7">
          {t('brochures.full', { max: STAND_RESOURCES_PER_TYPE_MAX })}
        </Text>
      ) : (
        <MediaUpload
          label={t('brochures.add')}
          kinds={['document']}
          upload={(file) => {
            pickedName.current = file.name;
            return uploadMediaFile(file);
          }}
          onUploaded={(media) =>
            onChange(
              addBrochure(
                brochures,
                { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl },
                pickedName.current,
              ),
            )
          }
        />
      )}
    </Stack>
  );
}

/** The optional description of a brochure: at most 300 characters, with a live counter. */
export function BrochureDescription({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('stands');
  return (
    <Stack gap={2}>
      <Textarea
        label={label}
        value={value}
        maxLength={STAND_RESOURCE_DESCRIPTION_MAX}
        onChange={(e) => onChange(e.currentTarget.value.slice(0, STAND_RESOURCE_DESCRIPTION_MAX))}
        error={error}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Text size="xs" c="gray.7" ta="right" aria-live="polite">
        {t('brochures.count', { count: value.length, max: STAND_RESOURCE_DESCRIPTION_MAX })}
      </Text>
    </Stack>
  );
}
