import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { OrderDirectionSchema } from '../http/resource.ts';

/**
 * Media items (§3 Media item): what may be uploaded, how large, and what the api answers.
 * The web pre-checks a chosen file with the same lists and limits; the api decides from the bytes.
 */
export const MEDIA_KINDS = ['image', 'document', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** `type` of a media item: 1 image, 2 document (PDF), 3 video. */
export const MEDIA_TYPES = { image: 1, document: 2, video: 3 } as const satisfies Record<MediaKind, number>;
export type MediaType = (typeof MEDIA_TYPES)[MediaKind];

/** The only accepted formats, by kind (architecture §9.7: never SVG or HTML). */
export const MEDIA_MIME_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  document: ['application/pdf'],
  video: ['video/mp4', 'video/webm'],
} as const satisfies Record<MediaKind, readonly string[]>;

/** File-name extensions of the accepted formats (the picker's `accept` and the client pre-check). */
export const MEDIA_EXTENSIONS = {
  image: ['.png', '.jpg', '.jpeg', '.webp'],
  document: ['.pdf'],
  video: ['.mp4', '.webm'],
} as const satisfies Record<MediaKind, readonly string[]>;

/** Default size limits per kind, in KB (§5 "file size under {max} KB"); the api's config may lower or raise them. */
export const MEDIA_MAX_KB = {
  image: 5 * 1024,
  document: 20 * 1024,
  video: 100 * 1024,
} as const satisfies Record<MediaKind, number>;

/** Width of the WebP thumbnail made for every image. */
export const MEDIA_THUMBNAIL_WIDTH = 320;
/** §5 "Logo must be square (ideal size given in pixels)". */
export const LOGO_IDEAL_SIZE_PX = 512;

/** Public address of a stored file (§3: served as `{media}/{thumbnailPath or filePath}`). */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (path: string): string => `${MEDIA_URL_PREFIX}${path}`;

/** The kind of a file from its declared type or name (client pre-check only: the api sniffs bytes). */
export const mediaKindOfFile = (file: { name: string; type: string }): MediaKind | null => {
  const name = file.name.toLowerCase();
  for (const kind of MEDIA_KINDS) {
    if ((MEDIA_MIME_TYPES[kind] as readonly string[]).includes(file.type)) return kind;
    if (!file.type && MEDIA_EXTENSIONS[kind].some((ext) => name.endsWith(ext))) return kind;
  }
  return null;
};

/** §3 Media item as the api answers it. */
export const MediaObjectSchema = z.object({
  id: z.number().int(),
  filePath: z.string(),
  thumbnailPath: z.string().nullable(),
  /** Derived files by name (`thumbnail`). */
  filePathMap: z.record(z.string(), z.string()),
  type: z.number().int(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type MediaObject = z.infer<typeof MediaObjectSchema>;

const mediaType = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(1, { error: 'invalid_value' })
  .max(3, { error: 'invalid_value' });
const path = z.string().trim().max(300, { error: 'too_long' });

/**
 * `GET /media_objects?pagination=false&type[]=1&type[]=2&order[id]=asc`, `?filePath=`,
 * `?filePathMap=` (the item holding that derived file): the client takes the first result.
 */
export const MediaListQuerySchema = PaginationQuerySchema.extend({
  type: z.union([mediaType, z.array(mediaType).max(3)]).optional(),
  'type[]': z.union([mediaType, z.array(mediaType).max(3)]).optional(),
  filePath: path.optional(),
  filePathMap: path.optional(),
  'order[id]': OrderDirectionSchema.optional(),
  'order[createdAt]': OrderDirectionSchema.optional(),
});
export type MediaListQuery = z.input<typeof MediaListQuerySchema>;
