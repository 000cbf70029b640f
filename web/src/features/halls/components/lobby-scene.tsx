import { useId, type MouseEvent } from 'react';
import type { FairHallLight } from '@passerelle/contract';
import { textOn } from '../text-on.ts';
import '../halls.css';

export interface LobbySceneProps {
  /** The accessible name of the scene. */
  title: string;
  fairName: string;
  halls: readonly FairHallLight[];
  /** Narrow screens: two doors a row on a taller scene, so letters and names stay readable. */
  compact: boolean;
  doorLabel: (hall: FairHallLight) => string;
  hrefOf: (hall: FairHallLight) => string;
  onOpen: (hall: FairHallLight) => void;
}

const FALLBACK = '#1e6091';

/** Splits a name into at most two lines of about `max` characters (the last one ellipsed). */
export const wrapName = (name: string, max: number): string[] => {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.map((l) => (l.length > max ? `${l.slice(0, max - 1)}…` : l));
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, max - 1)}…`];
};

/**
 * §"The fair as a place": the fair's entrance drawn as an atrium — skylights, a banner with the
 * fair's name, plants, a tiled floor in perspective — and one door per hall in the hall's colour,
 * lettered and named. The doors are links (Tab, Enter); everything else is decoration.
 */
export function LobbyScene({ title, fairName, halls, compact, doorLabel, hrefOf, onOpen }: LobbySceneProps) {
  const id = useId().replace(/:/g, '');
  const W = compact ? 600 : 1200;
  const perRow = compact
    ? 2
    : Math.min(Math.max(halls.length, 1), halls.length > 5 ? Math.ceil(halls.length / 2) : 5);
  const rows = Math.max(1, Math.ceil(halls.length / perRow));
  const top = compact ? 150 : 170;
  const rowH = compact ? 335 : 290;
  const floorH = compact ? 90 : 110;
  const H = top + rows * rowH + floorH;
  const wallBottom = top + rows * rowH - 20;
  const pad = compact ? 30 : 120;
  const slotW = (W - 2 * pad) / perRow;
  const doorW = Math.min(150, slotW * 0.6);
  const doorH = compact ? 170 : 175;
  const nameFont = compact ? 22 : 19;
  const maxChars = Math.max(8, Math.floor((slotW * 0.92) / (nameFont * 0.56)));

  const open = (hall: FairHallLight) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(hall);
  };

  return (
    <svg
      className="lobby-scene"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-labelledby={`${id}-title`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <defs>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8f1f2" />
          <stop offset="1" stopColor="#f7f3ea" />
        </linearGradient>
        <linearGradient id={`${id}-floor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9cdb8" />
          <stop offset="1" stopColor="#b9a88c" />
        </linearGradient>
        <linearGradient id={`${id}-light`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.85" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>

      {/* The room: wall, skylights and light beams, banner, pillars, floor, plants. */}
      <g aria-hidden="true">
        <rect x="0" y="0" width={W} height={H} fill={`url(#${id}-wall)`} />
        <rect x="0" y="0" width={W} height="34" fill="#0b3d4f" />
        {Array.from({ length: compact ? 3 : 6 }, (_, i) => {
          const n = compact ? 3 : 6;
          const cx = ((i + 0.5) * W) / n;
          return (
            <g key={i}>
              <rect x={cx - 40} y="6" width="80" height="22" rx="4" fill="#bfe3ea" />
              <polygon
                points={`${cx - 40},28 ${cx + 40},28 ${cx + 90},${wallBottom} ${cx - 90},${wallBottom}`}
                fill={`url(#${id}-light)`}
                opacity="0.35"
              />
            </g>
          );
        })}
        <rect
          x={W / 2 - (compact ? 250 : 380)}
          y="52"
          width={compact ? 500 : 760}
          height="62"
          rx="10"
          fill="#0b3d4f"
        />
        <rect
          x={W / 2 - (compact ? 250 : 380)}
          y="104"
          width={compact ? 500 : 760}
          height="10"
          fill="#e07a3f"
        />
        <text
          x={W / 2}
          y="86"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={compact ? 22 : 28}
          fontWeight="700"
          fill="#ffffff"
        >
          {wrapName(fairName, compact ? 40 : 48)[0]}
        </text>
        {[pad * 0.45, W - pad * 0.45].map((x) => (
          <g key={x}>
            <rect
              x={x - (compact ? 8 : 18)}
              y="34"
              width={compact ? 16 : 36}
              height={wallBottom - 34}
              fill="#d7e3e6"
            />
            <rect
              x={x - (compact ? 11 : 24)}
              y={wallBottom - 16}
              width={compact ? 22 : 48}
              height="16"
              fill="#b7c7cc"
            />
          </g>
        ))}
        <polygon points={`0,${wallBottom} ${W},${wallBottom} ${W},${H} 0,${H}`} fill={`url(#${id}-floor)`} />
        {Array.from({ length: 9 }, (_, i) => {
          const x = (i * W) / 8;
          return (
            <line
              key={i}
              x1={W / 2 + (x - W / 2) * 0.55}
              y1={wallBottom}
              x2={W / 2 + (x - W / 2) * 1.6}
              y2={H}
              stroke="#a8977a"
              strokeWidth="2"
              opacity="0.6"
            />
          );
        })}
        {[0.35, 0.7].map((f) => (
          <line
            key={f}
            x1="0"
            x2={W}
            y1={wallBottom + (H - wallBottom) * f}
            y2={wallBottom + (H - wallBottom) * f}
            stroke="#a8977a"
            strokeWidth="2"
            opacity="0.5"
          />
        ))}
        {[pad * 0.45, W - pad * 0.45].map((x) => (
          <g key={`plant-${x}`} transform={`translate(${x} ${H - 26})`}>
            <ellipse cx="0" cy="-62" rx={compact ? 18 : 28} ry={compact ? 34 : 44} fill="#4f8a5b" />
            <ellipse
              cx={compact ? -12 : -18}
              cy="-40"
              rx={compact ? 12 : 18}
              ry={compact ? 22 : 28}
              fill="#3f7a4c"
            />
            <ellipse
              cx={compact ? 12 : 18}
              cy="-44"
              rx={compact ? 12 : 18}
              ry={compact ? 24 : 30}
              fill="#5c9b68"
            />
            <path d={compact ? 'M-16 -14h32l-5 24h-22z' : 'M-24 -18h48l-8 30h-32z'} fill="#b5542d" />
          </g>
        ))}
        <g transform={`translate(${W / 2} ${H - floorH / 2 + 6})`}>
          <path
            d={compact ? 'M-90 -14q90 -26 180 0v22h-180z' : 'M-150 -16q150 -34 300 0v26h-300z'}
            fill="#ffffff"
            stroke="#9aa5ad"
            strokeWidth="2"
          />
          <rect
            x={compact ? -90 : -150}
            y={compact ? 2 : 4}
            width={compact ? 180 : 300}
            height="6"
            fill="#0b3d4f"
          />
        </g>
      </g>

      {halls.map((hall, i) => {
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, halls.length - row * perRow);
        const rowOffset = ((perRow - inRow) * slotW) / 2;
        const cx = pad + rowOffset + (i % perRow) * slotW + slotW / 2;
        const bottom = top + (row + 1) * rowH - 70;
        const x = cx - doorW / 2;
        const y = bottom - doorH;
        const color = hall.color ?? FALLBACK;
        const ink = textOn(color);
        const lines = wrapName(hall.name, maxChars);
        const plateW = slotW * 0.94;
        const plateH = lines.length * (nameFont + 6) + 12;
        return (
          <a
            key={hall.id}
            href={hrefOf(hall)}
            className="lobby-door"
            aria-label={doorLabel(hall)}
            onClick={open(hall)}
          >
            <g className="lobby-door-body">
              <path
                className="lobby-door-focus"
                d={`M${x - 12} ${bottom + 4}V${y + doorW / 2}a${doorW / 2 + 12} ${doorW / 2 + 12} 0 0 1 ${doorW + 24} 0V${bottom + 4}z`}
              />
              <path
                d={`M${x} ${bottom}V${y + doorW / 2}a${doorW / 2} ${doorW / 2} 0 0 1 ${doorW} 0V${bottom}z`}
                fill={color}
              />
              <path
                d={`M${x + 12} ${bottom}V${y + doorW / 2 + 4}a${doorW / 2 - 12} ${doorW / 2 - 12} 0 0 1 ${doorW - 24} 0V${bottom}z`}
                fill="#10242c"
                opacity="0.78"
              />
              <line x1={cx} y1={y + 30} x2={cx} y2={bottom} stroke={color} strokeWidth="4" />
              <circle cx={cx - 10} cy={bottom - doorH * 0.38} r="4" fill="#f2d27a" />
              <circle cx={cx + 10} cy={bottom - doorH * 0.38} r="4" fill="#f2d27a" />
              <circle
                cx={cx}
                cy={y - 8}
                r={compact ? 30 : 28}
                fill={color}
                stroke="#ffffff"
                strokeWidth="4"
              />
              <text
                x={cx}
                y={y - 8}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={hall.letter.length > 1 ? 22 : 30}
                fontWeight="800"
                fill={ink}
              >
                {hall.letter}
              </text>
              <rect
                x={cx - plateW / 2}
                y={bottom + 10}
                width={plateW}
                height={plateH}
                rx="8"
                fill="#ffffff"
                stroke={color}
                strokeWidth="3"
              />
              {lines.map((line, l) => (
                <text
                  key={l}
                  x={cx}
                  y={bottom + 10 + 6 + (l + 0.5) * (nameFont + 6)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={nameFont}
                  fontWeight="600"
                  fill="#1a1b1e"
                >
                  {line}
                </text>
              ))}
            </g>
          </a>
        );
      })}
    </svg>
  );
}
