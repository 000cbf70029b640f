import { mediaUrl, type MediaObject } from '@passerelle/contract';
import type { mediaObjects } from '../../db/schema/index.ts';

type MediaRow = typeof mediaObjects.$inferSelect;

/** §3 Media item: an explicit whitelist (the uploader and the original name stay inside). */
export const toMediaDto = (row: MediaRow): MediaObject => ({
  id: row.id,
  filePath: row.filePath,
  thumbnailPath: row.thumbnailPath,
  filePathMap: row.filePathMap ?? {},
  type: row.type,
  mimeType: row.mimeType,
  size: row.size,
  width: row.width,
  height: row.height,
  url: mediaUrl(row.filePath),
  thumbnailUrl: row.thumbnailPath ? mediaUrl(row.thumbnailPath) : null,
});
