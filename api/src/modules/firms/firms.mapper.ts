import {
  FIRM_SHORT_DESCRIPTION_LENGTH,
  type FairFirm,
  type FirmBusinessSector,
  type FirmLogo,
  type NamedRef,
} from '@passerelle/contract';
import type { fairFirms, firmBusinessSectors } from '../../db/schema/index.ts';

/** The columns every firm view selects (firm, resolved type name, logo paths). */
export interface FirmRow {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  isVisible: boolean;
  createdAt: Date;
  firmTypeId: number | null;
  firmTypeName: string | null;
  logoId: number | null;
  logoPath: string | null;
  logoThumbnailPath: string | null;
}

/** Served by the media module under `/media/<path>`. */
const mediaUrl = (path: string) => `/media/${path.replace(/^\/+/, '')}`;

export const toLogo = (row: Pick<FirmRow, 'logoId' | 'logoPath' | 'logoThumbnailPath'>): FirmLogo =>
  row.logoId !== null && row.logoPath
    ? {
        id: row.logoId,
        url: mediaUrl(row.logoPath),
        thumbnailUrl: row.logoThumbnailPath ? mediaUrl(row.logoThumbnailPath) : null,
      }
    : null;

export const toFirmType = (row: Pick<FirmRow, 'firmTypeId' | 'firmTypeName'>): NamedRef | null =>
  row.firmTypeId !== null ? { id: row.firmTypeId, name: row.firmTypeName ?? '' } : null;

/** The description's beginning, cut on a word, for the public cards. */
export const shortDescription = (description: string | null): string | null => {
  if (!description) return null;
  // Only the head of a long description can show: collapsing its spaces is enough when what it
  // keeps is longer than the cut (and the trim at its end, two characters on); else the whole.
  const head = description.slice(0, FIRM_SHORT_DESCRIPTION_LENGTH * 3);
  const collapsed = head.replace(/\s+/g, ' ').trimStart();
  const text =
    head.length === description.length || collapsed.length < FIRM_SHORT_DESCRIPTION_LENGTH + 2
      ? description.replace(/\s+/g, ' ').trim()
      : collapsed;
  if (!text) return null;
  if (text.length <= FIRM_SHORT_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, FIRM_SHORT_DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > FIRM_SHORT_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
};

/** The fields every list shares (explicit whitelist: a new column never leaks). */
export const toListItem = (row: FirmRow) => ({
  id: row.id,
  name: row.name,
  firmType: toFirmType(row),
  email: row.email,
  website: row.website,
  isVisible: row.isVisible,
  logo: toLogo(row),
  createdAt: row.createdAt.toISOString(),
});

export const toFairFirm = (row: typeof fairFirms.$inferSelect): FairFirm => ({
  id: row.id,
  fair: row.fairId,
  firm: row.firmId,
  createdAt: row.createdAt.toISOString(),
});

export const toFirmBusinessSector = (row: typeof firmBusinessSectors.$inferSelect): FirmBusinessSector => ({
  id: row.id,
  firm: row.firmId,
  sector: row.sectorId,
});
