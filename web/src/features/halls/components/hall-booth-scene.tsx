import { Text, Tooltip } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import type { HallSlot, StandListItem } from '@passerelle/contract';
import { BoothPicture } from '../../../components/booth-art/index.ts';
import { HallFloorBackdrop, MAP_ASPECT, slotBox } from './hall-floor-plan.tsx';
import '../halls.css';

export interface HallBoothSceneProps {
  /** The accessible name of the scene. */
  label: string;
  color: string | null;
  slots: readonly HallSlot[];
  /** The hall's visible booths; those on a slot are drawn there. */
  booths: readonly StandListItem[];
  /** "Booth 3: Name". */
  boothLabel: (stand: StandListItem) => string;
}

/**
 * §"The fair as a place": the hall's floor seen from above, each booth drawn small in its slot
 * and a link to the booth page (`/stand/visit/{id}`) (Tab, Enter); hover and focus show the firm. Empty slots are decoration.
 */
export function HallBoothScene({ label, color, slots, booths, boothLabel }: HallBoothSceneProps) {
  const { salon } = useParams({ strict: false });
  const bySlot = new Map(booths.filter((b) => b.number !== null).map((b) => [b.number!, b]));
  const taken = slots.filter((s) => bySlot.has(s.position)).sort((a, b) => a.position - b.position);
  return (
    <div className="hall-scene" role="group" aria-label={label}>
      <div className="hall-scene-map" style={{ aspectRatio: MAP_ASPECT }}>
        <HallFloorBackdrop color={color} />
        <div aria-hidden="true">
          {slots
            .filter((s) => !bySlot.has(s.position))
            .map((s) => (
              <span key={s.position} className="hall-scene-free" style={slotBox(s)}>
                {s.position}
              </span>
            ))}
        </div>
        <ul className="hall-slots">
          {taken.map((slot) => {
            const stand = bySlot.get(slot.position)!;
            return (
              <li key={slot.position} className="hall-slot" style={slotBox(slot)}>
                <Tooltip
                  label={stand.firm.name}
                  events={{ hover: true, focus: true, touch: false }}
                  position="top"
                  withArrow
                >
                  <Link
                    to="/{-$salon}/stand/visit/{-$id}"
                    params={{ salon, id: String(stand.id) }}
                    className="hall-booth"
                    aria-label={boothLabel(stand)}
                  >
                    <span className="hall-booth-picture" aria-hidden="true">
                      <BoothPicture stand={stand} />
                    </span>
                    <Text component="span" size="xs" fw={600} truncate="end" className="hall-booth-name">
                      {stand.name}
                    </Text>
                  </Link>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
