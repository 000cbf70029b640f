import { useId, type CSSProperties } from 'react';
import type { HallSlot } from '@passerelle/contract';
import { textOn } from '../text-on.ts';
import '../halls.css';

const W = 1000;
const H = 600;

/** The floor itself: tiles, walls, the entrance at the bottom in the hall's colour (decoration). */
function FloorDrawing({ id, accent }: { id: string; accent: string }) {
  return (
    <>
      <defs>
        <pattern id={`${id}-tiles`} width="50" height="50" patternUnits="userSpaceOnUse">
          <rect width="50" height="50" fill="#f4f1ea" />
          <path d="M50 0H0V50" fill="none" stroke="#e2ddd1" strokeWidth="2" />
        </pattern>
      </defs>
      <g aria-hidden="true">
        <rect x="0" y="0" width={W} height={H} fill={`url(#${id}-tiles)`} />
        <rect
          x="6"
          y="6"
          width={W - 12}
          height={H - 12}
          fill="none"
          stroke="#9aa5ad"
          strokeWidth="12"
          rx="8"
        />
        <rect x={W / 2 - 80} y={H - 14} width="160" height="16" fill="#f4f1ea" />
        <path d={`M${W / 2 - 80} ${H - 4}h160`} stroke={accent} strokeWidth="8" strokeDasharray="14 8" />
      </g>
    </>
  );
}

/**
 * The same floor without slots, for scenes that place real controls over it (assign board, visit):
 * it fills its container, which keeps the map's 5:3 proportions (`MAP_ASPECT`).
 */
export function HallFloorBackdrop({ color }: { color: string | null }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg className="hall-backdrop" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <FloorDrawing id={id} accent={color ?? '#1e6091'} />
    </svg>
  );
}

/** Width / height of every hall map (slots are percents of it). */
export const MAP_ASPECT = `${W} / ${H}`;

/** Where a slot sits over the map, as CSS (its percents). */
export const slotBox = (slot: HallSlot): CSSProperties => ({
  left: `${slot.x}%`,
  top: `${slot.y}%`,
  width: `${slot.width}%`,
  height: `${slot.height}%`,
});

export interface HallFloorPlanProps {
  /** The accessible name of the drawing. */
  title: string;
  slots: readonly HallSlot[];
  color: string | null;
  /** Labels each slot (e.g. "Emplacement 3"); numbers are drawn on the booths. */
  slotLabel: (position: number) => string;
}

/**
 * A hall's floor seen from above: the slots of its configuration (percent of the map) as empty
 * booth pads on a tiled floor, the entrance at the bottom. One image for assistive technology.
 */
export function HallFloorPlan({ title, slots, color, slotLabel }: HallFloorPlanProps) {
  const id = useId().replace(/:/g, '');
  const accent = color ?? '#1e6091';
  const ink = textOn(accent);
  return (
    <svg
      className="hall-plan"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <FloorDrawing id={id} accent={accent} />
      {slots.map((s) => {
        const x = (s.x / 100) * W;
        const y = (s.y / 100) * H;
        const w = (s.width / 100) * W;
        const h = (s.height / 100) * H;
        const font = Math.max(14, Math.min(34, Math.min(w, h) / 2.6));
        return (
          <g key={s.position}>
            <title>{slotLabel(s.position)}</title>
            <rect
              x={x}
              y={y}
              width={w}
              height={h}
              rx="6"
              fill="#ffffff"
              stroke="#8c969e"
              strokeWidth="2"
              strokeDasharray="8 6"
            />
            <rect x={x} y={y} width={w} height={Math.min(12, h / 5)} rx="4" fill={accent} />
            <circle cx={x + w / 2} cy={y + h / 2 + 4} r={font * 0.9} fill={accent} />
            <text
              x={x + w / 2}
              y={y + h / 2 + 4}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={font}
              fontWeight="700"
              fill={ink}
              aria-hidden="true"
            >
              {s.position}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
