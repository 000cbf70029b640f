import { useId } from 'react';
import { Person, Stool, characterLook } from './characters.tsx';
import './booth-art.css';

export interface CharacterFigureProps {
  /** Character art key of the catalogue (`infirmiere`, `medecin`, …); unknown keys draw a neutral silhouette. */
  artKey: string;
  /** Accessible name; without it the drawing is decorative. */
  title?: string;
}

/** One character on its own (catalogue lists, person pickers): seated visitors come with a stool. */
export function CharacterFigure({ artKey, title }: CharacterFigureProps) {
  const id = useId().replace(/:/g, '');
  const seated = artKey === 'visiteur-assis';
  return (
    <svg
      className="booth-character"
      viewBox="-60 -222 120 230"
      role={title ? 'img' : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-art-key={artKey}
    >
      {title && <title id={`${id}-title`}>{title}</title>}
      {seated && <Stool />}
      <Person look={characterLook(artKey)} pose={seated ? 'seated' : 'standing'} />
    </svg>
  );
}
