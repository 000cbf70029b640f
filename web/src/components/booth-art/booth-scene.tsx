import { useId, type CSSProperties, type ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoothSceneProps } from './booth-art.types.ts';
import {
  BACK,
  FRONT_T,
  H,
  LAYOUTS,
  W,
  at,
  boothColours,
  boothType,
  boothVariation,
  brochureBoxes,
  floorY,
  type BoothColours,
  type BoothLayout,
  type BoothType,
  type Box,
} from './booth-layout.ts';
import {
  Armchair,
  BrochureRack,
  Carpet,
  CoffeeTable,
  Desk,
  Fascia,
  HallBackdrop,
  Logo,
  Plant,
  Poster,
  Screen,
  WallPanels,
} from './booth-parts.tsx';
import { Person, characterLook } from './characters.tsx';
import { mix } from './booth-themes.ts';
import './booth-art.css';

/** Figure height in its own units (feet to top of hair). */
const FIGURE_H = 205;

const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(3)}%`;
const placeOf = (b: Box): CSSProperties => ({
  left: pct(b.x, W),
  top: pct(b.y, H),
  width: pct(b.w, W),
  height: pct(b.h, H),
});

/** A transparent control over a drawn element: a button, or a link opening a new tab. */
function HotSpot({
  box,
  label,
  onClick,
  href,
  part,
}: {
  box: Box;
  label: string;
  onClick?: () => void;
  href?: string;
  part: string;
}) {
  const style = placeOf(box);
  return (
    <Tooltip label={label} withArrow openDelay={120} events={{ hover: true, focus: true, touch: false }}>
      {href ? (
        <a
          className="booth-hotspot"
          data-part={part}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          style={style}
        />
      ) : (
        <button
          type="button"
          className="booth-hotspot"
          data-part={part}
          aria-label={label}
          onClick={onClick}
          style={style}
        />
      )}
    </Tooltip>
  );
}

/** The stand's structure for each type, drawn behind its furniture. */
function Shell({ type, L, c, name }: { type: BoothType; L: BoothLayout; c: BoothColours; name: string }) {
  const wall = L.wall;
  const right = wall.x + wall.w;
  if (type === 'pavillon') {
    const d = 1.36;
    const [lx, ty] = at(wall.x, 150, d);
    const [rx] = at(right, 150, d);
    const fy = floorY(d);
    return (
      <g>
        <WallPanels box={wall} c={c} />
        <path d={`M${wall.x} 150L${lx} ${ty}V${fy}L${wall.x} ${BACK}Z`} fill={c.wallSide} />
        <path d={`M${right} 150L${rx} ${ty}V${fy}L${right} ${BACK}Z`} fill={c.wallSide} />
        {/* A stripe of the accent runs along the side walls at hand height. */}
        <path
          d={`M${wall.x} 470L${lx} ${at(0, 470, d)[1]}V${at(0, 470, d)[1] + 14}L${wall.x} 484Z`}
          fill={c.accent}
          opacity="0.85"
        />
        <path
          d={`M${right} 470L${rx} ${at(0, 470, d)[1]}V${at(0, 470, d)[1] + 14}L${right} 484Z`}
          fill={c.accent}
          opacity="0.85"
        />
        {/* The canopy's underside, lit from the front. */}
        <path
          d={`M${wall.x} 150H${right}L${rx} ${ty}H${lx}Z`}
          fill={mix(c.wall, '#ffffff', c.variation === 'sombre' ? 0.08 : 0.4)}
        />
        {/* Spotlights under the canopy wash the back wall. */}
        {[0.2, 0.8].map((f) => {
          const x = wall.x + wall.w * f;
          return (
            <g key={f}>
              <path
                d={`M${x - 10} 160L${x - 70} 330H${x + 70}L${x + 10} 160Z`}
                fill="#fffbe6"
                opacity={c.variation === 'sombre' ? 0.1 : 0.35}
              />
              <rect x={x - 12} y="150" width="24" height="12" rx="4" fill={c.frame} />
            </g>
          );
        })}
        <rect x={lx - 9} y={ty} width="18" height={fy - ty} fill={c.frame} />
        <rect x={rx - 9} y={ty} width="18" height={fy - ty} fill={c.frame} />
        <rect x={lx - 9} y={ty} width="3" height={fy - ty} fill="#000000" opacity="0.08" />
        <path
          d={`M${L.fascia.x - 8} ${L.fascia.y + 2}L600 6L${L.fascia.x + L.fascia.w + 8} ${L.fascia.y + 2}Z`}
          fill={mix(c.fascia, '#000000', 0.18)}
        />
        <path
          d={`M${L.fascia.x + 40} ${L.fascia.y + 2}L600 18L${L.fascia.x + L.fascia.w - 40} ${L.fascia.y + 2}Z`}
          fill={c.accent}
          opacity="0.5"
        />
        <Fascia box={L.fascia} c={c} name={name} fontSize={42} />
      </g>
    );
  }
  if (type === 'salon-ouvert') {
    const totem = { x: 498, y: 168, w: 204, h: BACK - 168 };
    return (
      <g>
        <WallPanels box={wall} c={c} panels={4} graphic={false} />
        <rect x={wall.x - 6} y={wall.y - 8} width={wall.w + 12} height="10" rx="3" fill={c.frame} />
        {/* A hanging banner on two cables. */}
        <path
          d={`M${L.fascia.x + 40} 0V${L.fascia.y}M${L.fascia.x + L.fascia.w - 40} 0V${L.fascia.y}`}
          stroke="#8c979f"
          strokeWidth="2"
        />
        <Fascia box={L.fascia} c={c} name={name} fontSize={36} />
        <rect x={totem.x + 8} y={totem.y + 8} width={totem.w} height={totem.h} fill="#000000" opacity="0.1" />
        <rect
          x={totem.x}
          y={totem.y}
          width={totem.w}
          height={totem.h}
          fill={mix(c.wall, c.accent, c.variation === 'sombre' ? 0.15 : 0.1)}
        />
        <rect x={totem.x} y={totem.y} width={totem.w} height="10" fill={c.accent} />
        <rect
          x={totem.x}
          y={totem.y + totem.h - 14}
          width={totem.w}
          height="14"
          fill={mix(c.wall, '#000000', 0.15)}
        />
        <rect x={totem.x - 5} y={totem.y} width="10" height={totem.h} fill={c.frame} />
        <rect x={totem.x + totem.w - 5} y={totem.y} width="10" height={totem.h} fill={c.frame} />
        <path
          d={`M${L.poster.x + 20} ${L.poster.y + L.poster.h}L${L.poster.x + 4} ${floorY(1.08)}M${L.poster.x + L.poster.w - 20} ${L.poster.y + L.poster.h}L${L.poster.x + L.poster.w - 4} ${floorY(1.08)}M${L.poster.x + L.poster.w / 2} ${L.poster.y + 30}L${L.poster.x + L.poster.w / 2} ${floorY(1.02)}`}
          stroke="#7a5a3c"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <rect
          x={L.poster.x - 6}
          y={L.poster.y + L.poster.h - 2}
          width={L.poster.w + 12}
          height="9"
          rx="3"
          fill="#7a5a3c"
        />
      </g>
    );
  }
  // comptoir: a back wall with short returns, the fascia on top.
  const d = 1.16;
  const [lx, ty] = at(wall.x, wall.y, d);
  const [rx] = at(right, wall.y, d);
  const fy = floorY(d);
  return (
    <g>
      <path d={`M${wall.x} ${wall.y}L${lx} ${ty}V${fy}L${wall.x} ${BACK}Z`} fill={c.wallSide} />
      <path d={`M${right} ${wall.y}L${rx} ${ty}V${fy}L${right} ${BACK}Z`} fill={c.wallSide} />
      <rect x={lx - 6} y={ty} width="12" height={fy - ty} fill={c.frame} />
      <rect x={rx - 6} y={ty} width="12" height={fy - ty} fill={c.frame} />
      <WallPanels box={wall} c={c} />
      <rect x={wall.x} y={wall.y} width={wall.w} height="6" fill="#000000" opacity="0.1" />
      <Fascia box={L.fascia} c={c} name={name} />
    </g>
  );
}

/**
 * The booth page's drawing (§"The fair as a place"): the stand in gentle perspective — type ×
 * variation × theme — with its logo, poster, screen, brochures, desk and people. The SVG is
 * decorative; the poster, screen, desk and each brochure are also real controls laid over it, so
 * the booth works with a keyboard and a screen reader. Without a handler, no control is rendered.
 */
export function BoothScene(props: BoothSceneProps) {
  const { t } = useTranslation('boothArt');
  const uid = `booth${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const type = boothType(props.typeArtKey);
  const variation = boothVariation(props.variationArtKey);
  const c = boothColours(props.theme, variation);
  const L = LAYOUTS[type];
  const brochures = props.brochures.slice(0, 6);
  const desk = props.persons.mainDesk;
  const standing = props.persons.standing;
  const deskTop = L.deskPerson.y - FIGURE_H * L.deskPerson.scale - 8;
  const deskControl: Box = { x: L.desk.x, y: deskTop, w: L.desk.w, h: L.desk.y + L.desk.h - deskTop };

  const [backL] = at(L.wall.x, BACK, 1);
  const [backR] = at(L.wall.x + L.wall.w, BACK, 1);
  const [frontL] = at(L.wall.x, BACK, FRONT_T);
  const [frontR] = at(L.wall.x + L.wall.w, BACK, FRONT_T);

  const people: ReactNode[] = [];
  const furniture: ReactNode[] = [];
  if (type === 'salon-ouvert') {
    const fabric = c.second;
    furniture.push(
      <Armchair key="a1" x={348} y={floorY(1.4)} scale={1.3} fabric={fabric} />,
      <CoffeeTable key="t" x={500} y={floorY(1.46)} scale={1.3} c={c} />,
      <Armchair key="a2" x={652} y={floorY(1.4)} scale={1.3} fabric={fabric} />,
    );
  }

  return (
    <figure
      className="booth-scene"
      aria-labelledby={`${uid}-caption`}
      data-type={type}
      data-variation={variation}
      data-theme={props.theme}
      style={{ '--booth-accent': c.accent, '--booth-fascia': c.fascia } as CSSProperties}
    >
      <div className="booth-scene-stage">
        <svg
          className="booth-scene-svg"
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="xMidYMid meet"
          aria-hidden="true"
          focusable="false"
        >
          <HallBackdrop uid={uid} />
          <Carpet c={c} back={[backL, backR, BACK]} front={[frontL, frontR, floorY(FRONT_T)]} />
          <Shell type={type} L={L} c={c} name={props.name} />
          <Logo uid={uid} {...L.logo} c={c} name={props.name} logoUrl={props.logoUrl} />
          <Poster uid={uid} box={L.poster} c={c} url={props.posterUrl} />
          <Screen
            uid={uid}
            box={L.screen}
            c={c}
            thumbnailUrl={props.videoThumbnailUrl}
            hasVideo={props.hasVideo}
          />
          {L.plants
            .filter((p) => p.tall)
            .map((p) => (
              <Plant key={p.x} {...p} />
            ))}
          {desk && <Person look={characterLook(desk)} {...L.deskPerson} />}
          <Desk box={L.desk} c={c} shape={L.deskShape} />
          {furniture}
          {people}
          <BrochureRack box={L.rack} c={c} count={brochures.length} />
          {standing && <Person look={characterLook(standing)} {...L.standing} />}
          {L.plants
            .filter((p) => !p.tall)
            .map((p) => (
              <Plant key={p.x} {...p} />
            ))}
        </svg>
        {props.onPoster && (
          <HotSpot part="poster" box={L.poster} label={t('poster')} onClick={props.onPoster} />
        )}
        {props.onVideo && <HotSpot part="screen" box={L.screen} label={t('video')} onClick={props.onVideo} />}
        {props.onDesk && <HotSpot part="desk" box={deskControl} label={t('desk')} onClick={props.onDesk} />}
        {brochureBoxes(L.rack, brochures.length).map((b, i) => (
          <HotSpot
            key={brochures[i]!.id}
            part="brochure"
            box={b}
            label={t('brochure', { title: brochures[i]!.title })}
            href={brochures[i]!.url}
          />
        ))}
      </div>
      <figcaption id={`${uid}-caption`} className="booth-visually-hidden">
        {props.label}
      </figcaption>
    </figure>
  );
}
