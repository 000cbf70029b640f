import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoroomSceneProps } from './booth-art.types.ts';
import { boothColours, type Box } from './booth-layout.ts';
import { Logo, Plant } from './booth-parts.tsx';
import { mix } from './booth-themes.ts';
import { Person, characterLook, crowdLook } from './characters.tsx';
import './booth-art.css';

const W = 1200;
const H = 720;
/** The drawn screen; the iframe (or the idle message) is laid over its glass. */
const SCREEN: Box = { x: 322, y: 70, w: 556, h: 330 };
const GLASS: Box = { x: SCREEN.x + 12, y: SCREEN.y + 12, w: SCREEN.w - 24, h: SCREEN.h - 24 };
const STAGE_BACK = 440;
const STAGE_FRONT = 500;

const pct = (b: Box): CSSProperties => ({
  left: `${((b.x / W) * 100).toFixed(3)}%`,
  top: `${((b.y / H) * 100).toFixed(3)}%`,
  width: `${((b.w / W) * 100).toFixed(3)}%`,
  height: `${((b.h / H) * 100).toFixed(3)}%`,
});

/** One row of seats seen from behind; some seats hold people (drawn before the seat backs). */
function SeatRow({
  y,
  seatW,
  count,
  x0,
  fabric,
  occupied,
  artKey,
  scale,
  variantFrom,
}: {
  y: number;
  seatW: number;
  count: number;
  x0: number;
  fabric: string;
  occupied: number[];
  artKey: string | null | undefined;
  scale: number;
  /** First crowd variant of the row (0 is the chosen character itself). */
  variantFrom: number;
}) {
  const backH = seatW * 0.62;
  const people: ReactNode[] = [];
  const seats: ReactNode[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x0 + i * seatW + seatW / 2;
    const top = y - backH;
    const at = occupied.indexOf(i);
    if (artKey && at >= 0) {
      // Shoulders just above the seat back: feet = seat top + 85 units of the figure.
      people.push(
        <Person
          key={`p${i}`}
          look={crowdLook(characterLook(artKey), variantFrom + at)}
          pose="seated"
          view="back"
          x={cx}
          y={top + 85 * scale}
          scale={scale}
        />,
      );
    }
    seats.push(
      <g key={`s${i}`}>
        <rect
          x={cx - seatW * 0.44}
          y={top}
          width={seatW * 0.88}
          height={backH}
          rx={seatW * 0.16}
          fill={fabric}
        />
        <rect
          x={cx - seatW * 0.44}
          y={top}
          width={seatW * 0.88}
          height={backH * 0.22}
          rx={seatW * 0.1}
          fill={mix(fabric, '#ffffff', 0.18)}
        />
        <rect
          x={cx - seatW * 0.5}
          y={y - backH * 0.3}
          width={seatW * 0.08}
          height={backH * 0.3}
          rx="3"
          fill={mix(fabric, '#000000', 0.3)}
        />
      </g>,
    );
  }
  return (
    <g>
      {people}
      {seats}
      <rect x={x0} y={y - 4} width={count * seatW} height="10" fill={mix(fabric, '#000000', 0.4)} />
    </g>
  );
}

/**
 * The videoroom (§2 /stand/videoroom): a small auditorium in the booth's colours. The first video
 * (§9) plays in a real iframe laid over the drawn screen; without one, the screen idles on the
 * booth's logo with a short message. The speaker stands by the screen, the `seated` character
 * fills a few seats (with varied looks, so the audience is not cloned), `watching` stands aside.
 */
export function VideoroomScene({
  theme,
  name,
  logoUrl,
  embedUrl,
  videoTitle,
  persons,
  label,
}: VideoroomSceneProps) {
  const { t } = useTranslation('boothArt');
  const uid = `room${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const c = boothColours(theme, 'sombre');
  const light = boothColours(theme, 'clair');
  const wall = mix(c.accent, '#141a20', 0.78);
  const panel = mix(c.accent, '#141a20', 0.7);
  const stage = mix(light.top, '#3b2a1e', 0.35);
  const fabric = mix(c.accent, '#20262c', 0.25);
  const floor = mix(c.accent, '#2a3038', 0.82);

  return (
    <figure className="booth-scene booth-videoroom" aria-labelledby={`${uid}-caption`} data-theme={theme}>
      <div className="booth-scene-stage booth-videoroom-stage">
        <svg
          className="booth-scene-svg"
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="xMidYMid meet"
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <linearGradient id={`${uid}-idle`} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={mix(c.accent, '#0e151b', 0.4)} />
              <stop offset="1" stopColor="#0e151b" />
            </linearGradient>
            <radialGradient id={`${uid}-glow`}>
              <stop offset="0" stopColor="#fff6da" stopOpacity="0.55" />
              <stop offset="1" stopColor="#fff6da" stopOpacity="0" />
            </radialGradient>
          </defs>
          {/* The room: acoustic panels, wall lights, a carpeted floor. */}
          <rect width={W} height={H} fill={wall} />
          {Array.from({ length: 12 }, (_, i) => (
            <rect key={i} x={i * 100 + 6} y="0" width="88" height={STAGE_BACK} fill={panel} />
          ))}
          {[120, 1080].map((x) => (
            <g key={x}>
              <ellipse cx={x} cy="150" rx="90" ry="120" fill={`url(#${uid}-glow)`} />
              <rect x={x - 14} y="140" width="28" height="20" rx="6" fill="#d8c7a0" />
            </g>
          ))}
          <rect y={STAGE_BACK} width={W} height={H - STAGE_BACK} fill={floor} />
          {/* The stage. */}
          <path d={`M90 ${STAGE_BACK}H1110L1150 ${STAGE_FRONT}H50Z`} fill={stage} />
          <rect x="50" y={STAGE_FRONT} width="1100" height="36" fill={mix(stage, '#000000', 0.35)} />
          <rect x="50" y={STAGE_FRONT} width="1100" height="5" fill={c.accent} />
          {/* The screen and its name plate. */}
          <ellipse
            cx={W / 2}
            cy={SCREEN.y + SCREEN.h / 2}
            rx={SCREEN.w * 0.62}
            ry={SCREEN.h * 0.7}
            fill="#ffffff"
            opacity="0.05"
          />
          <rect
            x={SCREEN.x + 6}
            y={SCREEN.y + 10}
            width={SCREEN.w}
            height={SCREEN.h}
            rx="8"
            fill="#000000"
            opacity="0.3"
          />
          <rect x={SCREEN.x} y={SCREEN.y} width={SCREEN.w} height={SCREEN.h} rx="8" fill="#15191e" />
          <rect x={GLASS.x} y={GLASS.y} width={GLASS.w} height={GLASS.h} rx="3" fill={`url(#${uid}-idle)`} />
          {!embedUrl && (
            <Logo
              uid={uid}
              cx={W / 2}
              cy={GLASS.y + GLASS.h * 0.42}
              r={58}
              c={c}
              name={name}
              logoUrl={logoUrl}
            />
          )}
          <path
            d={`M${SCREEN.x + SCREEN.w / 2 - 6} ${SCREEN.y + SCREEN.h}h12l10 ${STAGE_BACK - SCREEN.y - SCREEN.h}h-32z`}
            fill="#15191e"
          />
          {/* The lectern carries the booth's logo. */}
          <g>
            <path d="M958 330H1082L1068 478H972Z" fill={mix(light.desk, '#000000', 0.1)} />
            <rect x="948" y="318" width="144" height="18" rx="4" fill={light.top} />
            <rect x="972" y="460" width="96" height="18" fill={mix(light.desk, '#000000', 0.35)} />
            <Logo uid={`${uid}l`} cx={1020} cy={396} r={30} c={c} name={name} logoUrl={logoUrl} />
          </g>
          <Plant x={82} y={STAGE_BACK + 26} scale={0.9} />
          {persons.videoroomSpeaker && (
            <Person look={characterLook(persons.videoroomSpeaker)} x={222} y={STAGE_BACK + 40} scale={1.16} />
          )}
          {/* Two rows of seats seen from behind; watchers stand in the side aisles. */}
          <SeatRow
            y={618}
            x0={150}
            count={9}
            seatW={100}
            fabric={fabric}
            occupied={[4, 1, 6]}
            artKey={persons.seated}
            scale={1.05}
            variantFrom={3}
          />
          {persons.watching && (
            <>
              <Person look={characterLook(persons.watching)} view="back" x={1110} y={H + 30} scale={1.5} />
              <Person
                look={crowdLook(characterLook(persons.watching), 2)}
                view="back"
                x={70}
                y={H + 40}
                scale={1.5}
              />
            </>
          )}
          <SeatRow
            y={H + 24}
            x0={160}
            count={7}
            seatW={126}
            fabric={mix(fabric, '#000000', 0.1)}
            occupied={[3, 0, 5]}
            artKey={persons.seated}
            scale={1.3}
            variantFrom={0}
          />
        </svg>
        {embedUrl ? (
          <iframe
            className="booth-videoroom-frame"
            style={pct(GLASS)}
            src={embedUrl}
            title={videoTitle ?? label}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <p
            className="booth-videoroom-idle"
            style={pct({ ...GLASS, y: GLASS.y + GLASS.h * 0.72, h: GLASS.h * 0.2 })}
          >
            {t('videoroom.idle')}
          </p>
        )}
      </div>
      <figcaption id={`${uid}-caption`} className="booth-visually-hidden">
        {label}
      </figcaption>
    </figure>
  );
}
