import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobProfile } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useRemovePhotoMutation, useUploadPhotoMutation } from '../job-profiles.queries.ts';
import { ProfilePhoto } from './profile-photo.tsx';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The optional photo: sent at once (re-encoded without metadata by the api), replaced or removed. */
export function PhotoField({
  profile,
  viewerId,
  name,
}: {
  profile: JobProfile | null;
  viewerId: number;
  name: string;
}) {
  const { t } = useTranslation('job-profiles');
  const upload = useUploadPhotoMutation();
  const remove = useRemovePhotoMutation();
  const [localError, setLocalError] = useState<string | null>(null);
  const send = (file: File | null) => {
    if (!file) return;
    setLocalError(null);
    if (!IMAGE_TYPES.includes(file.type)) return setLocalError(t('photo.imageOnly'));
    upload.mutate(file);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('photo.hint')}
      </Text>
      <Group gap="md" align="center">
        {profile?.photo ? (
          <ProfilePhoto profile={profile} viewerId={viewerId} name={name} alt={t('photo.alt', { name })} />
        ) : (
          <Text size="sm" fs="italic">
            {t('photo.none')}
          </Text>
        )}
        <Group gap="sm">
          <FileButton onChange={send} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                leftSection={<IconPhoto size={18} aria-hidden />}
              >
                {profile?.photo ? t('photo.replace') : t('photo.choose')}
              </Button>
            )}
          </FileButton>
          {profile?.photo ? (
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => remove.mutate()}
            >
              {t('photo.remove')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {localError ? (
        <Text size="sm" c="red.9" role="alert">
          {localError}
        </Text>
      ) : null}
      {upload.error ? <ErrorCard error={upload.error} title={t('photo.uploadFailed')} /> : null}
      {remove.error ? <ErrorCard error={remove.error} /> : null}
    </Stack>
  );
}
