import { mix } from './booth-themes.ts';
import { initialsOf } from '../../lib/initials.ts';
import { fitName } from './fit-name.ts';
import { H, W, brochureBoxes, type Box, type BoothColours } from './booth-layout.ts';

/*
 * The pieces the booth scenes are built from. All decorative: the scene draws them inside an
 * aria-hidden SVG and lays the real controls over them. `uid` prefixes gradient and clip ids so
 * several scenes can share a page.
 */

const shade = (c: string, t = 0.2) => mix(c, '#0d1318', t);
const tint = (c: string, t = 0.3) => mix(c, '#ffffff', t);

/** The exhibition hall around the booth: a pale wall, ceiling lights, a polished floor. */
export function HallBackdrop({ uid }: { uid: string }) {
  return (
    <g>
      <defs>
        <linearGradient id={`${uid}-hall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e4ecee" />
          <stop offset="1" stopColor="#f3f1ec" />
        </linearGradient>
        <linearGradient id={`${uid}-hallfloor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ddd7cc" />
          <stop offset="1" stopColor="#cbc2b2" />
        </linearGradient>
        <radialGradient id={`${uid}-glow`}>
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${uid}-hall)`} />
      {/* Neighbouring booths, far and faded, so the stand stands in a hall. */}
      <g opacity="0.55">
        <rect x="0" y="250" width="150" height="310" fill="#d3dde0" />
        <rect x="0" y="232" width="150" height="26" fill="#bccbd0" />
        <rect x="1050" y="250" width="150" height="310" fill="#dcd6e0" />
        <rect x="1050" y="232" width="150" height="26" fill="#c9c0cf" />
      </g>
      {[150, 450, 750, 1050].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="14" rx="120" ry="46" fill={`url(#${uid}-glow)`} />
          <rect x={x - 34} y="0" width="68" height="8" rx="3" fill="#cfd8db" />
        </g>
      ))}
      <rect x="0" y="558" width={W} height={H - 558} fill={`url(#${uid}-hallfloor)`} />
      {[-900, -600, -300, 0, 300, 600, 900].map((dx) => (
        <line
          key={dx}
          x1={600 + dx * 0.5}
          y1="558"
          x2={600 + dx * 1.25}
          y2={H}
          stroke="#bfb5a3"
          strokeWidth="2"
          opacity="0.45"
        />
      ))}
    </g>
  );
}

/** The booth's carpet in perspective, with its platform edge. */
export function Carpet({
  c,
  back,
  front,
}: {
  c: BoothColours;
  back: [number, number, number];
  front: [number, number, number];
}) {
  const [bl, br, by] = back;
  const [fl, fr, fy] = front;
  return (
    <g>
      <ellipse
        cx={(fl + fr) / 2}
        cy={fy + 14}
        rx={(fr - fl) / 2 + 20}
        ry="14"
        fill="#000000"
        opacity="0.08"
      />
      <path d={`M${fl} ${fy}H${fr}V${fy + 12}H${fl}Z`} fill={c.carpetEdge} />
      <path d={`M${bl} ${by}H${br}L${fr} ${fy}H${fl}Z`} fill={c.carpet} />
      {/* Carpet weave: two faint bands towards the front. */}
      <path
        d={`M${bl + (fl - bl) * 0.55} ${by + (fy - by) * 0.55}H${br + (fr - br) * 0.55}`}
        stroke={shade(c.carpet, 0.08)}
        strokeWidth="3"
        opacity="0.6"
      />
      <path
        d={`M${bl + (fl - bl) * 0.85} ${by + (fy - by) * 0.85}H${br + (fr - br) * 0.85}`}
        stroke={shade(c.carpet, 0.08)}
        strokeWidth="3"
        opacity="0.6"
      />
    </g>
  );
}

/** A back wall of panels with aluminium seams. */
export function WallPanels({
  box,
  c,
  panels = 3,
  graphic = true,
}: {
  box: Box;
  c: BoothColours;
  panels?: number;
  graphic?: boolean;
}) {
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} fill={c.wall} />
      {/* Soft light from above: the upper part of the wall a touch lighter. */}
      <rect
        x={box.x}
        y={box.y}
        width={box.w}
        height={box.h * 0.35}
        fill="#ffffff"
        opacity={c.variation === 'sombre' ? 0.04 : 0.18}
      />
      {graphic && (
        // The booth graphic: two soft waves of the theme colours across the lower wall.
        <g>
          <path
            d={`M${box.x} ${box.y + box.h * 0.72}C${box.x + box.w * 0.3} ${box.y + box.h * 0.5} ${box.x + box.w * 0.6} ${box.y + box.h * 0.95} ${box.x + box.w} ${box.y + box.h * 0.62}V${box.y + box.h}H${box.x}Z`}
            fill={c.accent}
            opacity={c.variation === 'sombre' ? 0.22 : 0.14}
          />
          <path
            d={`M${box.x} ${box.y + box.h * 0.86}C${box.x + box.w * 0.35} ${box.y + box.h * 0.7} ${box.x + box.w * 0.65} ${box.y + box.h * 1.02} ${box.x + box.w} ${box.y + box.h * 0.8}V${box.y + box.h}H${box.x}Z`}
            fill={c.second}
            opacity={c.variation === 'sombre' ? 0.14 : 0.22}
          />
        </g>
      )}
      {Array.from({ length: panels - 1 }, (_, i) => {
        const x = box.x + ((i + 1) * box.w) / panels;
        return <rect key={i} x={x - 2} y={box.y} width="4" height={box.h} fill={c.seam} />;
      })}
      <rect x={box.x} y={box.y + box.h - 14} width={box.w} height="14" fill={shade(c.wall, 0.12)} />
      <rect x={box.x - 5} y={box.y} width="10" height={box.h} fill={c.frame} />
      <rect x={box.x + box.w - 5} y={box.y} width="10" height={box.h} fill={c.frame} />
    </g>
  );
}

/** The header band with the booth's name (one or two lines, ellipsed). */
export function Fascia({
  box,
  c,
  name,
  fontSize = 40,
}: {
  box: Box;
  c: BoothColours;
  name: string;
  fontSize?: number;
}) {
  const fit = fitName(name, box.w - 60, Math.min(fontSize, box.h * 0.56), box.h - 8);
  const lineH = fit.fontSize * 1.1;
  const top = box.y + box.h / 2 - ((fit.lines.length - 1) * lineH) / 2;
  return (
    <g>
      <rect x={box.x} y={box.y + 6} width={box.w} height={box.h} rx="4" fill="#000000" opacity="0.12" />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="4" fill={c.fascia} />
      <rect x={box.x} y={box.y + box.h - 6} width={box.w} height="6" fill={shade(c.fascia, 0.22)} />
      <rect x={box.x} y={box.y} width={box.w} height="4" rx="2" fill={tint(c.fascia, 0.3)} />
      {fit.lines.map((line, i) => (
        <text
          key={i}
          x={box.x + box.w / 2}
          y={top + i * lineH}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={fit.fontSize}
          fontWeight="700"
          letterSpacing="0.5"
          fill={c.fasciaText}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** The firm's logo on a white disc, or its initials in the fascia colours. */
export function Logo({
  uid,
  cx,
  cy,
  r,
  c,
  name,
  logoUrl,
}: {
  uid: string;
  cx: number;
  cy: number;
  r: number;
  c: BoothColours;
  name: string;
  logoUrl: string | null;
}) {
  if (!logoUrl) {
    const initials = initialsOf(name);
    return (
      <g data-part="initials">
        <circle cx={cx} cy={cy + 4} r={r} fill="#000000" opacity="0.12" />
        <circle cx={cx} cy={cy} r={r} fill={c.fascia} stroke="#ffffff" strokeWidth={r * 0.1} />
        <text
          x={cx}
          y={cy}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={r * (initials.length > 1 ? 0.78 : 0.95)}
          fontWeight="800"
          fill={c.fasciaText}
        >
          {initials}
        </text>
      </g>
    );
  }
  const side = r * 1.5;
  return (
    <g data-part="logo">
      <clipPath id={`${uid}-logo`}>
        <circle cx={cx} cy={cy} r={r * 0.92} />
      </clipPath>
      <circle cx={cx} cy={cy + 4} r={r} fill="#000000" opacity="0.12" />
      <circle cx={cx} cy={cy} r={r} fill="#ffffff" stroke={c.frame} strokeWidth="3" />
      <image
        href={logoUrl}
        x={cx - side / 2}
        y={cy - side / 2}
        width={side}
        height={side}
        preserveAspectRatio="xMidYMid meet"
        clipPath={`url(#${uid}-logo)`}
      />
    </g>
  );
}

/** A poster frame: the poster, or an empty frame with a soft pattern and a picture sign. */
export function Poster({ uid, box, c, url }: { uid: string; box: Box; c: BoothColours; url: string | null }) {
  const inset = 7;
  const inner = { x: box.x + inset, y: box.y + inset, w: box.w - 2 * inset, h: box.h - 2 * inset };
  const frame = c.variation === 'sombre' ? '#c9a86a' : '#3b4650';
  return (
    <g data-part="poster">
      <defs>
        <clipPath id={`${uid}-poster`}>
          <rect x={inner.x} y={inner.y} width={inner.w} height={inner.h} />
        </clipPath>
        <pattern
          id={`${uid}-posterbg`}
          width="14"
          height="14"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(35)"
        >
          <rect width="14" height="14" fill={tint(c.accent, 0.86)} />
          <rect width="5" height="14" fill={tint(c.accent, 0.76)} />
        </pattern>
      </defs>
      <rect x={box.x + 4} y={box.y + 6} width={box.w} height={box.h} fill="#000000" opacity="0.14" />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="2" fill={frame} />
      {url ? (
        <image
          href={url}
          x={inner.x}
          y={inner.y}
          width={inner.w}
          height={inner.h}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${uid}-poster)`}
        />
      ) : (
        <g>
          <rect x={inner.x} y={inner.y} width={inner.w} height={inner.h} fill={`url(#${uid}-posterbg)`} />
          <g transform={`translate(${inner.x + inner.w / 2} ${inner.y + inner.h / 2})`} opacity="0.55">
            <rect x="-26" y="-20" width="52" height="40" rx="5" fill="#ffffff" />
            <circle cx="10" cy="-8" r="5" fill={c.accent} />
            <path d="M-20 14L-6-4L4 8L10 2L20 14Z" fill={c.accent} />
          </g>
        </g>
      )}
    </g>
  );
}

/** A wall screen: the video's still, or a dark screen; a play sign when there is a video. */
export function Screen({
  uid,
  box,
  c,
  thumbnailUrl,
  hasVideo,
}: {
  uid: string;
  box: Box;
  c: BoothColours;
  thumbnailUrl: string | null;
  hasVideo: boolean;
}) {
  const b = 6;
  const inner = { x: box.x + b, y: box.y + b, w: box.w - 2 * b, h: box.h - 2 * b };
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const r = Math.min(box.h * 0.2, 24);
  return (
    <g data-part="screen">
      <defs>
        <linearGradient id={`${uid}-screen`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={mix(c.accent, '#0e1a22', 0.55)} />
          <stop offset="1" stopColor="#0e151b" />
        </linearGradient>
        <clipPath id={`${uid}-screenclip`}>
          <rect x={inner.x} y={inner.y} width={inner.w} height={inner.h} rx="2" />
        </clipPath>
      </defs>
      <rect x={box.x + 4} y={box.y + 6} width={box.w} height={box.h} rx="6" fill="#000000" opacity="0.16" />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="6" fill="#1b2127" />
      <rect x={inner.x} y={inner.y} width={inner.w} height={inner.h} rx="2" fill={`url(#${uid}-screen)`} />
      {thumbnailUrl && (
        <image
          href={thumbnailUrl}
          x={inner.x}
          y={inner.y}
          width={inner.w}
          height={inner.h}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${uid}-screenclip)`}
        />
      )}
      {/* A diagonal reflection makes it read as glass. */}
      <path
        d={`M${inner.x + inner.w * 0.55} ${inner.y}H${inner.x + inner.w * 0.8}L${inner.x + inner.w * 0.5} ${inner.y + inner.h}H${inner.x + inner.w * 0.25}Z`}
        fill="#ffffff"
        opacity="0.06"
      />
      {(hasVideo || thumbnailUrl) && (
        <g data-part="play">
          <circle cx={cx} cy={cy} r={r} fill="#ffffff" opacity="0.92" />
          <path
            d={`M${cx - r * 0.32} ${cy - r * 0.45}L${cx + r * 0.5} ${cy}L${cx - r * 0.32} ${cy + r * 0.45}Z`}
            fill={c.fascia}
          />
        </g>
      )}
      <circle cx={box.x + box.w - 12} cy={box.y + box.h - 3} r="1.6" fill="#6fd08c" />
    </g>
  );
}

const COVERS = ['#e07a5f', '#3d8a9e', '#81b29a', '#f2cc8f', '#6d597a', '#4a6fa5'];

/** A floor-standing rack of up to six brochures (§9), two by shelf. */
export function BrochureRack({ box, c, count }: { box: Box; c: BoothColours; count: number }) {
  const shelf = (box.h - 60) / 3;
  const metal = c.variation === 'sombre' ? '#2d3238' : '#8f9aa3';
  return (
    <g data-part="rack">
      <ellipse
        cx={box.x + box.w / 2}
        cy={box.y + box.h}
        rx={box.w * 0.62}
        ry="10"
        fill="#000000"
        opacity="0.14"
      />
      <rect x={box.x} y={box.y} width={box.w} height={box.h - 50} rx="6" fill={tint(metal, 0.55)} />
      <rect x={box.x} y={box.y} width={box.w} height="8" rx="4" fill={c.accent} />
      {brochureBoxes(box, count).map((b, i) => (
        <g key={i} data-part="brochure">
          <rect x={b.x + 2} y={b.y + 3} width={b.w} height={b.h} fill="#000000" opacity="0.12" />
          <rect x={b.x} y={b.y} width={b.w} height={b.h} rx="1.5" fill="#ffffff" />
          <rect x={b.x} y={b.y} width={b.w} height={b.h * 0.42} rx="1.5" fill={COVERS[i % COVERS.length]} />
          <circle cx={b.x + b.w * 0.72} cy={b.y + b.h * 0.22} r={b.w * 0.12} fill="#ffffff" opacity="0.55" />
          <rect x={b.x + 6} y={b.y + b.h * 0.55} width={b.w - 12} height="4" rx="2" fill="#b6c0c7" />
          <rect
            x={b.x + 6}
            y={b.y + b.h * 0.55 + 10}
            width={(b.w - 12) * 0.7}
            height="4"
            rx="2"
            fill="#d0d7dc"
          />
        </g>
      ))}
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={box.x - 3}
          y={box.y + 10 + (i + 1) * shelf - 6}
          width={box.w + 6}
          height="8"
          rx="3"
          fill={metal}
        />
      ))}
      <rect x={box.x + 8} y={box.y + box.h - 50} width="8" height="48" fill={metal} />
      <rect x={box.x + box.w - 16} y={box.y + box.h - 50} width="8" height="48" fill={metal} />
      <rect
        x={box.x - 6}
        y={box.y + box.h - 6}
        width={box.w + 12}
        height="8"
        rx="4"
        fill={shade(metal, 0.2)}
      />
    </g>
  );
}

/** The reception desk: a top in the material, a front in the theme's desk colour with an accent band. */
export function Desk({
  box,
  c,
  shape,
  depth = 14,
}: {
  box: Box;
  c: BoothColours;
  shape: 'straight' | 'rounded';
  depth?: number;
}) {
  const { x, y, w, h } = box;
  const front = c.desk;
  const band = c.second;
  if (shape === 'rounded') {
    const r = Math.min(34, w * 0.18);
    return (
      <g data-part="desk">
        <ellipse cx={x + w / 2} cy={y + h} rx={w / 2 + 16} ry="12" fill="#000000" opacity="0.14" />
        <path
          d={`M${x} ${y}H${x + w}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}Z`}
          fill={front}
        />
        <path d={`M${x} ${y + h * 0.3}H${x + w}V${y + h * 0.3 + 12}H${x}Z`} fill={band} opacity="0.9" />
        <path
          d={`M${x + w * 0.72} ${y}H${x + w}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + w * 0.72}Z`}
          fill="#000000"
          opacity="0.1"
        />
        <rect x={x - 8} y={y - depth} width={w + 16} height={depth + 6} rx={depth} fill={c.top} />
        <rect x={x - 8} y={y - 2} width={w + 16} height="8" rx="4" fill={shade(c.top, 0.22)} />
      </g>
    );
  }
  return (
    <g data-part="desk">
      <ellipse cx={x + w / 2} cy={y + h} rx={w / 2 + 30} ry="12" fill="#000000" opacity="0.14" />
      <path d={`M${x + 10} ${y - depth}H${x + w - 10}L${x + w + 6} ${y}H${x - 6}Z`} fill={c.top} />
      <rect x={x - 6} y={y} width={w + 12} height="10" fill={shade(c.top, 0.22)} />
      <rect x={x} y={y + 10} width={w} height={h - 10} fill={front} />
      <rect x={x} y={y + 10 + (h - 10) * 0.24} width={w} height="12" fill={band} opacity="0.9" />
      <rect x={x} y={y + h - 18} width={w} height="18" fill={shade(front, 0.3)} />
      <rect x={x + w - 30} y={y + 10} width="30" height={h - 10} fill="#000000" opacity="0.1" />
    </g>
  );
}

/** A potted plant: a tall ficus by the walls, a round shrub in front. */
export function Plant({ x, y, scale, tall }: { x: number; y: number; scale: number; tall?: boolean }) {
  const leaves = tall
    ? [
        [-26, -150, 28, 34, '#3f7a4c'],
        [22, -170, 26, 32, '#4f8a5b'],
        [-8, -196, 24, 28, '#5c9b68'],
        [14, -120, 24, 28, '#4f8a5b'],
        [-20, -100, 20, 24, '#5c9b68'],
        [4, -150, 22, 30, '#6aa874'],
      ]
    : [
        [-20, -62, 24, 26, '#3f7a4c'],
        [18, -66, 24, 26, '#4f8a5b'],
        [0, -84, 26, 28, '#5c9b68'],
        [0, -56, 22, 22, '#6aa874'],
      ];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="0" rx="30" ry="6" fill="#000000" opacity="0.14" />
      {tall && <path d="M0-40V-180M0-110L-18-140M0-90L16-120" stroke="#6b4e32" strokeWidth="4" fill="none" />}
      {leaves.map(([lx, ly, rx, ry, fill]) => (
        <ellipse key={`${lx}${ly}`} cx={lx} cy={ly} rx={rx} ry={ry} fill={fill as string} />
      ))}
      <path d="M-24-44H24L18 0H-18Z" fill="#f3efe7" />
      <path d="M-24-44H24L23-36H-23Z" fill="#d9d2c4" />
    </g>
  );
}

/** An armchair seen from the front, upholstered in the accent colour. */
export function Armchair({ x, y, scale, fabric }: { x: number; y: number; scale: number; fabric: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="0" rx="58" ry="8" fill="#000000" opacity="0.14" />
      <path d="M-40 0V-12M40 0V-12" stroke="#4a3b2f" strokeWidth="5" strokeLinecap="round" />
      <rect x="-44" y="-110" width="88" height="70" rx="22" fill={shade(fabric, 0.12)} />
      <rect x="-40" y="-52" width="80" height="40" rx="10" fill={fabric} />
      <rect x="-58" y="-74" width="22" height="64" rx="10" fill={shade(fabric, 0.05)} />
      <rect x="36" y="-74" width="22" height="64" rx="10" fill={shade(fabric, 0.05)} />
      <rect x="-36" y="-52" width="72" height="10" rx="5" fill={tint(fabric, 0.2)} />
    </g>
  );
}

/** A low round coffee table with a cup and a leaflet. */
export function CoffeeTable({ x, y, scale, c }: { x: number; y: number; scale: number; c: BoothColours }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="0" rx="46" ry="8" fill="#000000" opacity="0.14" />
      <path d="M-6-40H6V0H-6Z" fill={shade(c.top, 0.35)} />
      <ellipse cx="0" cy="-2" rx="24" ry="5" fill={shade(c.top, 0.35)} />
      <ellipse cx="0" cy="-42" rx="52" ry="13" fill={shade(c.top, 0.2)} />
      <ellipse cx="0" cy="-46" rx="52" ry="13" fill={c.top} />
      <rect x="-30" y="-54" width="22" height="14" rx="2" fill="#ffffff" transform="rotate(-10 -19 -47)" />
      <path d="M14-58h12v10a6 6 0 0 1-12 0Z" fill="#ffffff" />
      <path d="M26-55a4 4 0 0 1 0 7" fill="none" stroke="#ffffff" strokeWidth="2" />
    </g>
  );
}
