import {
  MEDIA_EXTENSIONS,
  MEDIA_MAX_KB,
  MEDIA_MIME_TYPES,
  mediaKindOfFile,
  type MediaKind,
  type MediaObject,
} from '@passerelle/contract';
import { mediaApi } from '@passerelle/contract/lite';
import { apiCall } from './api-client.ts';

/** A problem found before sending, as a code of the shared `errors` catalogue and its values. */
export interface LocalFileProblem {
  code: 'unsupported_media_type' | 'file_too_large';
  values?: Record<string, number>;
}

/**
 * What the browser can tell before sending, with the api's default limits: the format by declared
 * type or name, and the size of its kind. The api decides from the bytes in any case.
 */
export const checkMediaFile = (
  file: Pick<File, 'name' | 'type' | 'size'>,
  kinds: readonly MediaKind[],
): LocalFileProblem | null => {
  const kind = mediaKindOfFile(file);
  if (!kind || !kinds.includes(kind)) return { code: 'unsupported_media_type' };
  if (file.size > MEDIA_MAX_KB[kind] * 1024)
    return { code: 'file_too_large', values: { max: MEDIA_MAX_KB[kind] } };
  return null;
};

/** The `accept` attribute of a file input for these kinds (types and extensions). */
export const acceptFor = (kinds: readonly MediaKind[]): string =>
  kinds.flatMap((k) => [...MEDIA_MIME_TYPES[k], ...MEDIA_EXTENSIONS[k]]).join(',');

/** The largest size, in KB, among these kinds (the hint shown under the picker). */
export const maxKbFor = (kinds: readonly MediaKind[]): number =>
  Math.max(...kinds.map((k) => MEDIA_MAX_KB[k]));

/** A multipart body with the one `file` part the api reads. */
export const fileForm = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** `POST /media_objects`: stores the file and answers the media item. */
export const uploadMediaFile = (file: File): Promise<MediaObject> =>
  apiCall(mediaApi.uploadMedia, { formData: fileForm(file) });
