import type { StandListItem } from '@passerelle/contract';
import { BoothMiniature } from './booth-miniature.tsx';

/** A listed booth drawn small as on the hall floor (decoration: its name is always written beside it). */
export function BoothPicture({ stand }: { stand: StandListItem }) {
  return (
    <BoothMiniature
      typeArtKey={stand.typeArtKey}
      variationArtKey={stand.variationArtKey}
      theme={stand.theme}
      name={stand.name}
      logoUrl={stand.logo?.thumbnailUrl ?? stand.logo?.url ?? null}
      number={stand.number}
    />
  );
}
