import { useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobProfile } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { downloadCv, useRemoveCvMutation, useUploadCvMutation } from '../job-profiles.queries.ts';

/** The CV's limit, as the api checks it (job-profiles.service.ts `CV_MAX_BYTES`). */
const CV_MAX_BYTES = 5 * 1024 * 1024;
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} Mo`
    : `${Math.max(1, Math.round(bytes / 1024))} ko`;

/** The candidate's CV: a PDF sent with its progress, replaced or removed (after a confirmation). */
export function CvUpload({ profile }: { profile: JobProfile | null }) {
  const { t } = useTranslation('job-profiles');
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const upload = useUploadCvMutation((ratio) => setProgress(Math.round(ratio * 100)));
  const remove = useRemoveCvMutation();
  const cv = profile?.cv ?? null;

  const send = (file: File | null) => {
    if (!file) return;
    setLocalError(null);
    if (file.type && file.type !== 'application/pdf') return setLocalError(t('cv.pdfOnly'));
    if (file.size > CV_MAX_BYTES) return setLocalError(t('cv.tooLarge', { max: '5 Mo' }));
    setProgress(0);
    upload.mutate(file, { onSettled: () => setProgress(null) });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('cv.hint')}
      </Text>
      {cv ? (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={22} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('cv.current', { name: cv.name, size: sizeOf(cv.size) })}
          </Text>
        </Group>
      ) : (
        <Text size="sm" fs="italic">
          {t('cv.none')}
        </Text>
      )}
      {progress !== null ? (
        <Stack gap={4}>
          <Progress value={progress} aria-label={t('cv.uploading', { percent: progress })} animated />
          <Text size="xs" aria-live="polite">
            {t('cv.uploading', { percent: progress })}
          </Text>
        </Stack>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={send} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={18} aria-hidden />}
              loading={upload.isPending}
              variant={cv ? 'default' : 'filled'}
            >
              {cv ? t('cv.replace') : t('cv.choose')}
            </Button>
          )}
        </FileButton>
        {cv && profile ? (
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => downloadCv(profile.id).catch(setDownloadError)}
            >
              {t('cv.download')}
            </Button>
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('cv.remove')}
            </Button>
          </>
        ) : null}
      </Group>
      {localError ? (
        <Text size="sm" c="red.9" role="alert">
          {localError}
        </Text>
      ) : null}
      {upload.error ? <ErrorCard error={upload.error} title={t('cv.uploadFailed')} /> : null}
      {downloadError ? <ErrorCard error={downloadError} /> : null}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('cv.confirmTitle')}
        confirmLabel={t('cv.remove')}
        cancelLabel={t('cv.keep')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        {t('cv.confirmText')}
      </ConfirmModal>
    </Stack>
  );
}
