import type { StandListItem } from '@passerelle/contract';

/** A booth as the lists answer it, for the halls tests (plain data, no backend). */
export const makeStand = (overrides: Partial<StandListItem> = {}): StandListItem => ({
  id: 1,
  fair: 1,
  fairHall: null,
  number: null,
  name: 'Stand',
  firm: { id: 1, name: 'Firme' },
  logo: null,
  image: null,
  isVisible: true,
  isHiddenByOrganizer: false,
  typeArtKey: null,
  variationArtKey: null,
  theme: 'lagon',
  sectors: [],
  languages: ['fr'],
  ...overrides,
});
