import type {
  Element,
  FairHall,
  FairHallConfiguration,
  FairHallLight,
  HallImage,
  Locale,
} from '@passerelle/contract';
import { mediaUrl } from '@passerelle/contract';
import type { elements, fairHallConfigurations, fairHalls, mediaObjects } from '../../db/schema/index.ts';

export type HallRow = typeof fairHalls.$inferSelect;
type MediaRow = Pick<typeof mediaObjects.$inferSelect, 'id' | 'filePath' | 'thumbnailPath'>;

const nameOf = (row: HallRow, locale: Locale) =>
  (row.translations as Partial<Record<string, { name: string }>>)[locale]?.name ?? row.translations.fr.name;

const imageOf = (id: number | null, media: Map<number, MediaRow>): HallImage => {
  const m = id ? media.get(id) : undefined;
  return m
    ? {
        id: m.id,
        url: mediaUrl(m.filePath),
        thumbnailUrl: m.thumbnailPath ? mediaUrl(m.thumbnailPath) : null,
      }
    : null;
};

/** §3 Hall: an explicit whitelist (a new column never leaks). */
export const toHallDto = (
  row: HallRow,
  locale: Locale,
  media: Map<number, MediaRow>,
  abilities: FairHall['abilities'],
): FairHall => ({
  id: row.id,
  fair: row.fairId,
  name: nameOf(row, locale),
  translations: row.translations,
  letter: row.letter,
  isVisible: row.isVisible,
  numberOfStands: row.numberOfStands,
  color: row.color,
  variant: row.variant,
  titleColor: row.titleColor,
  leftImage: imageOf(row.leftImageId, media),
  rightImage: imageOf(row.rightImageId, media),
  overviewImage: imageOf(row.overviewImageId, media),
  link: row.link,
  type: row.type,
  position: row.position,
  abilities,
});

export const toHallLightDto = (row: HallRow, locale: Locale): FairHallLight => ({
  id: row.id,
  name: nameOf(row, locale),
  letter: row.letter,
  color: row.color,
});

export const toConfigurationDto = (
  row: typeof fairHallConfigurations.$inferSelect,
): FairHallConfiguration => ({
  id: row.id,
  fairHall: row.fairHallId,
  slots: row.slots.map(({ position, x, y, width, height }) => ({ position, x, y, width, height })),
});

export const toElementDto = (row: typeof elements.$inferSelect): Element => ({
  id: row.id,
  type: row.type,
  map: row.map,
  position: row.position,
  stand: row.standId,
});
