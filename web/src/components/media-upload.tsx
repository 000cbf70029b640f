import { useEffect, useId, useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaObject } from '@passerelle/contract';
import { isApiError } from '../lib/api-error.ts';
import { acceptFor, checkMediaFile, maxKbFor, uploadMediaFile } from '../lib/media.ts';
import { DropZone } from './drop-zone.tsx';
import { useCodeTranslator } from './error-card.tsx';

export interface MediaUploadProps {
  /** The visible title, also the group's accessible name. */
  label: string;
  /** A hint under the title (what the file should be); the formats and size limit follow it. */
  description?: string;
  kinds: readonly MediaKind[];
  /** The file currently in place (preview), if any. */
  current?: { url: string; thumbnailUrl?: string | null } | null;
  /** Sends the file; `POST /media_objects` unless another endpoint takes it (a firm's logo…). */
  upload?: (file: File) => Promise<MediaObject>;
  onUploaded?: (media: MediaObject) => void;
  disabled?: boolean;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; name: string }
  | { kind: 'done'; name: string }
  | { kind: 'error'; message: string };

const createPreview = (file: File): string | null =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;

/**
 * Pick a file with the button (keyboard and screen readers) or drop it on the zone; it is checked
 * locally against the contract's formats and limits, sent at once (busy state), and the result or
 * the server's localised refusal is announced. Images are previewed while they are sent.
 */
export function MediaUpload({
  label,
  description,
  kinds,
  current = null,
  upload = uploadMediaFile,
  onUploaded,
  disabled = false,
}: MediaUploadProps) {
  const { t } = useTranslation('media');
  const translate = useCodeTranslator();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const busy = status.kind === 'busy';

  // Revoke the local preview when it is replaced or the component goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File): Promise<void> => {
    resetRef.current?.();
    const problem = checkMediaFile(file, kinds);
    if (problem) {
      setStatus({ kind: 'error', message: translate(problem.code, problem.values) ?? problem.code });
      return;
    }
    setStatus({ kind: 'busy', name: file.name });
    setPreview(createPreview(file));
    try {
      const media = await upload(file);
      setStatus({ kind: 'done', name: file.name });
      setPreview(null);
      onUploaded?.(media);
    } catch (error) {
      setPreview(null);
      // The server's message is already in the user's language, with its values (size, limit).
      const message = isApiError(error)
        ? error.problem.message || translate(error.code) || error.message
        : (translate('internal_error') ?? String(error));
      setStatus({ kind: 'error', message });
    }
  };

  const shown = preview ?? current?.thumbnailUrl ?? current?.url ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const formats = kinds.map((k) => t(`formats.${k}`)).join(', ');

  return (
    <DropZone
      p="md"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={busy}
      onDrop={(file) => void send(file)}
      disabled={disabled || busy}
      invalid={status.kind === 'error'}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        {shown ? (
          <Image
            src={shown}
            alt={t('upload.previewAlt', { label })}
            w={96}
            h={96}
            fit="contain"
            radius="sm"
            bg="gray.0"
            style={{ flexShrink: 0, opacity: busy ? 0.6 : 1 }}
          />
        ) : kinds.includes('image') ? (
          <Paper
            w={96}
            h={96}
            radius="sm"
            bg="gray.0"
            style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}
          >
            <IconPhoto size={36} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
          </Paper>
        ) : null}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} id={`${id}-label`}>
            {label}
          </Text>
          <Text size="sm" c="gray.7" id={hintId}>
            {description ? `${description} ` : ''}
            {t('upload.hint', { formats, maxKb: maxKbFor(kinds) })}
          </Text>
          <Group gap="sm">
            <FileButton
              onChange={(f) => f && void send(f)}
              accept={acceptFor(kinds)}
              resetRef={resetRef}
              disabled={disabled || busy}
            >
              {(props) => (
                <Button
                  {...props}
                  variant={shown ? 'default' : 'filled'}
                  leftSection={<IconUpload size={18} aria-hidden />}
                  loading={busy}
                  disabled={disabled}
                  aria-describedby={status.kind === 'error' ? `${hintId} ${errorId}` : hintId}
                >
                  {shown ? t('upload.change') : t('upload.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="gray.7" visibleFrom="sm">
              {t('upload.drop')}
            </Text>
          </Group>
          <Text size="sm" aria-live="polite" style={{ wordBreak: 'break-all' }}>
            {status.kind === 'busy' ? t('upload.sending', { name: status.name }) : null}
            {status.kind === 'done' ? (
              <>
                <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
                {t('upload.sent', { name: status.name })}
              </>
            ) : null}
          </Text>
          {status.kind === 'error' ? (
            <Text size="sm" c="red.8" fw={600} id={errorId} role="alert">
              {status.message}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </DropZone>
  );
}
