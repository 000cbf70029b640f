import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGO_IDEAL_SIZE_PX, type Firm, type MediaObject } from '@passerelle/contract';
import { mediaApi } from '@passerelle/contract/lite';
import { MediaUpload } from '../../../components/media-upload.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { fileForm } from '../../../lib/media.ts';
import { firmsKeys, invalidateFirmViews } from '../firms.queries.ts';

/**
 * The firm's logo on its manage screen: the current logo and the upload (`POST /firms/{id}/logo`,
 * square images only; the server's refusal is shown as it says it). The cached firm takes the new
 * logo at once; lists and public pages refetch.
 */
export function FirmLogoUpload({ firm }: { firm: Firm }) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const upload = (file: File) =>
    apiCall(mediaApi.uploadFirmLogo, { params: { id: firm.id }, formData: fileForm(file) });
  const uploaded = (media: MediaObject): void => {
    queryClient.setQueryData<Firm>(firmsKeys.detail(firm.id), (old) =>
      old ? { ...old, logo: { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl } } : old,
    );
    void invalidateFirmViews(queryClient);
  };
  return (
    <MediaUpload
      label={t('firmLogo.title')}
      description={t('firmLogo.description', { size: LOGO_IDEAL_SIZE_PX })}
      kinds={['image']}
      current={firm.logo}
      upload={upload}
      onUploaded={uploaded}
      disabled={!firm.abilities.changeLogo}
    />
  );
}
