import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGO_IDEAL_SIZE_PX, type MediaObject } from '@passerelle/contract';
import { mediaApi } from '@passerelle/contract/lite';
import { MediaUpload } from '../../../components/media-upload.tsx';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { uploadMediaFile } from '../../../lib/media.ts';
import type { MediaRef } from '../stand-form-model.ts';

/** The api's tolerance for a square logo (1 %). */
const isSquare = (width: number, height: number): boolean =>
  Math.abs(width - height) <= Math.max(width, height) * 0.01;

/**
 * §5 "Logo must be square": the file is stored, its size read from the answer, and a non-square
 * image is refused at once with the same localised message the api gives (and removed again), so
 * the booth never points to it. The api checks it again when the booth is saved.
 */
const useSquareLogoUpload = () => {
  const translate = useCodeTranslator();
  return async (file: File): Promise<MediaObject> => {
    const media = await uploadMediaFile(file);
    if (media.width !== null && media.height !== null && !isSquare(media.width, media.height)) {
      await apiCall(mediaApi.deleteMedia, { params: { id: media.id } }).catch(() => undefined);
      const values = { size: LOGO_IDEAL_SIZE_PX };
      throw new ApiError(
        toProblem(
          422,
          {
            message_code: 'logo_not_square',
            message: translate('logo_not_square', values) ?? '',
            violations: [{ propertyPath: 'logo', code: 'logo_not_square', message: '' }],
          },
          'Unprocessable Entity',
        ),
      );
    }
    return media;
  };
};

/** The booth's own logo (the firm's is shown until one is set). */
export function StandLogoField({
  logo,
  onChange,
  error,
  disabled,
}: {
  logo: MediaRef | null;
  onChange: (logo: MediaRef) => void;
  /** The server's refusal on save (translated). */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('stands');
  const upload = useSquareLogoUpload();
  return (
    <Stack gap={4}>
      <MediaUpload
        label={t('configure.fields.logo')}
        description={t('configure.fields.logoHint', { size: LOGO_IDEAL_SIZE_PX })}
        kinds={['image']}
        current={logo}
        upload={upload}
        onUploaded={(media) => onChange({ id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl })}
        disabled={disabled}
      />
      {error ? (
        <Text size="sm" c="red.9" fw={600} role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
