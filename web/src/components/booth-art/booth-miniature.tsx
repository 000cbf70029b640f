import { useId } from 'react';
import type { BoothMiniatureProps } from './booth-art.types.ts';
import { boothColours, boothType, boothVariation } from './booth-layout.ts';
import { mix } from './booth-themes.ts';
import { initialsOf } from '../../lib/initials.ts';
import './booth-art.css';

const SKINS = ['#8d5524', '#f2d3b8', '#c68642', '#e0ac80', '#5c3a21', '#f1c9a5'];

/**
 * A booth drawn small on the hall floor: the same type, materials and colours as its booth page,
 * its logo (or initials) and its number. Purely decorative — the hall wraps it in a link that
 * carries the booth's name.
 */
export function BoothMiniature({
  typeArtKey,
  variationArtKey,
  theme,
  name,
  logoUrl,
  number,
}: BoothMiniatureProps) {
  const uid = `mini${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const type = boothType(typeArtKey);
  const c = boothColours(theme, boothVariation(variationArtKey));
  const logo = type === 'salon-ouvert' ? { cx: 100, cy: 64, r: 15 } : { cx: 100, cy: 63, r: 16 };
  // Someone at the desk, a different skin and top from one booth to the next.
  const skin = SKINS[(number ?? name.length) % SKINS.length]!;
  const initials = initialsOf(name);

  return (
    <svg
      className="booth-miniature"
      viewBox="0 0 200 150"
      aria-hidden="true"
      focusable="false"
      data-type={type}
      data-theme={theme}
    >
      <ellipse cx="100" cy="144" rx="96" ry="5" fill="#000000" opacity="0.12" />
      <path d="M22 118H178L194 140H6Z" fill={c.carpet} />
      <rect x="6" y="140" width="188" height="4" fill={c.carpetEdge} />

      {type === 'salon-ouvert' ? (
        <g>
          <rect x="24" y="94" width="152" height="24" fill={c.wall} />
          <rect x="22" y="91" width="156" height="4" rx="1" fill={c.frame} />
          <rect x="80" y="42" width="40" height="76" fill={mix(c.wall, c.accent, 0.12)} />
          <rect x="80" y="42" width="40" height="3" fill={c.accent} />
          <path d="M50 0V14M150 0V14" stroke="#8c979f" strokeWidth="1" />
          <rect x="42" y="12" width="116" height="20" rx="2" fill={c.fascia} />
          <rect x="36" y="118" width="26" height="14" rx="5" fill={c.second} />
          <rect x="138" y="118" width="26" height="14" rx="5" fill={c.second} />
        </g>
      ) : (
        <g>
          {type === 'pavillon' && (
            <g>
              <path d="M24 38L10 28V138L24 118Z" fill={c.wallSide} />
              <path d="M176 38L190 28V138L176 118Z" fill={c.wallSide} />
              <path d="M4 18L100 2L196 18Z" fill={mix(c.fascia, '#000000', 0.18)} />
            </g>
          )}
          <rect x="24" y="38" width="152" height="80" fill={c.wall} />
          <path d="M24 100C60 90 120 112 176 96V118H24Z" fill={c.accent} opacity="0.16" />
          {type === 'pavillon' ? (
            <rect x="4" y="16" width="192" height="20" rx="2" fill={c.fascia} />
          ) : (
            <rect x="18" y="20" width="164" height="20" rx="2" fill={c.fascia} />
          )}
          <circle cx="100" cy="88" r="6" fill={skin} />
          <path d="M90 101Q90 95 96 95H104Q110 95 110 101Z" fill={c.second} />
          <rect x="66" y="100" width="68" height="4" fill={c.top} />
          <rect x="68" y="104" width="64" height="24" fill={c.desk} />
          <rect x="68" y="110" width="64" height="3" fill={c.second} />
        </g>
      )}

      {logoUrl ? (
        <g>
          <clipPath id={`${uid}-logo`}>
            <circle cx={logo.cx} cy={logo.cy} r={logo.r - 1} />
          </clipPath>
          <circle cx={logo.cx} cy={logo.cy} r={logo.r} fill="#ffffff" stroke={c.frame} strokeWidth="1.5" />
          <image
            href={logoUrl}
            x={logo.cx - logo.r * 0.75}
            y={logo.cy - logo.r * 0.75}
            width={logo.r * 1.5}
            height={logo.r * 1.5}
            preserveAspectRatio="xMidYMid meet"
            clipPath={`url(#${uid}-logo)`}
          />
        </g>
      ) : (
        <g>
          <circle cx={logo.cx} cy={logo.cy} r={logo.r} fill={c.fascia} stroke="#ffffff" strokeWidth="2" />
          <text
            x={logo.cx}
            y={logo.cy}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={logo.r * 0.85}
            fontWeight="800"
            fill={c.fasciaText}
          >
            {initials}
          </text>
        </g>
      )}

      {number != null && (
        <g>
          <circle cx="24" cy="24" r="15" fill="#ffffff" stroke="#1a1b1e" strokeWidth="2" />
          <text
            x="24"
            y="24"
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={number > 99 ? 11 : 15}
            fontWeight="800"
            fill="#1a1b1e"
          >
            {number}
          </text>
        </g>
      )}
    </svg>
  );
}
