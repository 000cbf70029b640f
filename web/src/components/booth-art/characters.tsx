import { mix } from './booth-themes.ts';

/*
 * The people of the booths: flat, friendly figures built from a few shapes, one look per art key
 * of the catalogue. A figure is drawn in its own units — feet at (0, 0), about 205 units tall
 * standing — so scenes place it with translate/scale. Pose (standing/seated) comes from the place
 * in the scene, the look (skin, hair, clothes, accessory) from the art key.
 */

type HairStyle = 'short' | 'crop' | 'bun' | 'long' | 'curls' | 'bob' | 'ponytail' | 'none';
type TopStyle = 'blazer' | 'scrubs' | 'coat' | 'tunic' | 'sweater' | 'shirt' | 'plain';
type Accessory = 'stethoscope' | 'tablet' | 'clicker' | 'badge' | 'bag' | 'pen';

export interface Look {
  /** The art key drawn (`silhouette` for unknown keys), exposed as `data-character`. */
  key: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  topStyle: TopStyle;
  /** Shirt or scrubs seen under a blazer or coat. */
  inner: string;
  bottom: string;
  skirt?: boolean;
  shoes: string;
  beard?: boolean;
  glasses?: boolean;
  accessories: Accessory[];
  /** No face: the neutral silhouette of unknown keys. */
  blank?: boolean;
}

export type Pose = 'standing' | 'seated';
export type View = 'front' | 'back';

const INK = '#2b2523';
const WHITE = '#f8fafb';

const CATALOGUE: Record<string, Look> = {
  'hote-accueil': {
    key: 'hote-accueil',
    skin: '#8d5524',
    hair: '#1b1412',
    hairStyle: 'crop',
    top: '#26344d',
    topStyle: 'blazer',
    inner: WHITE,
    bottom: '#1f2a3d',
    shoes: '#1c1c1f',
    accessories: ['badge'],
  },
  infirmiere: {
    key: 'infirmiere',
    skin: '#f2d3b8',
    hair: '#8a4b2a',
    hairStyle: 'bun',
    top: '#5ea7c6',
    topStyle: 'scrubs',
    inner: '#5ea7c6',
    bottom: '#4f93b0',
    shoes: '#eef1f3',
    accessories: ['pen'],
  },
  recruteuse: {
    key: 'recruteuse',
    skin: '#c68642',
    hair: '#2a1a12',
    hairStyle: 'curls',
    top: '#c9724e',
    topStyle: 'blazer',
    inner: '#f4ead8',
    bottom: '#2e3a46',
    skirt: true,
    shoes: '#3a2a22',
    accessories: ['tablet'],
  },
  medecin: {
    key: 'medecin',
    skin: '#e0ac80',
    hair: '#1d1a1a',
    hairStyle: 'bob',
    top: WHITE,
    topStyle: 'coat',
    inner: '#7fb3d5',
    bottom: '#3d5a73',
    shoes: '#2d2d30',
    glasses: true,
    accessories: ['stethoscope'],
  },
  'aide-soignant': {
    key: 'aide-soignant',
    skin: '#5c3a21',
    hair: '#151010',
    hairStyle: 'short',
    top: '#78c2a2',
    topStyle: 'tunic',
    inner: '#78c2a2',
    bottom: '#e6ecee',
    shoes: '#f4f6f7',
    beard: true,
    accessories: ['pen'],
  },
  conferenciere: {
    key: 'conferenciere',
    skin: '#f1c9a5',
    hair: '#c9a15e',
    hairStyle: 'ponytail',
    top: '#3b3f58',
    topStyle: 'blazer',
    inner: '#f08a6c',
    bottom: '#1f2430',
    shoes: '#1c1c1f',
    accessories: ['clicker'],
  },
  'visiteur-debout': {
    key: 'visiteur-debout',
    skin: '#e0ac80',
    hair: '#6b4423',
    hairStyle: 'short',
    top: '#7a9e5a',
    topStyle: 'sweater',
    inner: '#e9e2d0',
    bottom: '#3c5a80',
    shoes: '#5a3d2b',
    beard: true,
    accessories: ['bag', 'badge'],
  },
  'visiteur-assis': {
    key: 'visiteur-assis',
    skin: '#a86b3c',
    hair: '#1a1210',
    hairStyle: 'curls',
    top: '#e3b04b',
    topStyle: 'shirt',
    inner: '#e3b04b',
    bottom: '#4a4e69',
    shoes: '#2b2b30',
    accessories: ['badge'],
  },
};

/** Unknown or missing art keys: a neutral grey person without a face. */
const SILHOUETTE: Look = {
  key: 'silhouette',
  skin: '#b9c1c7',
  hair: '#9aa4ab',
  hairStyle: 'short',
  top: '#a7b1b8',
  topStyle: 'plain',
  inner: '#a7b1b8',
  bottom: '#8e99a1',
  shoes: '#7d878f',
  accessories: [],
  blank: true,
};

export const CHARACTER_KEYS = Object.keys(CATALOGUE);

export const characterLook = (artKey: string | null | undefined): Look =>
  artKey && Object.hasOwn(CATALOGUE, artKey) ? CATALOGUE[artKey]! : SILHOUETTE;

// Crowd variants: the same character key drawn in several seats gets other skins, hair and tops so
// an audience does not look cloned.
const CROWD: Pick<Look, 'skin' | 'hair' | 'hairStyle' | 'top'>[] = [
  { skin: '#f2d3b8', hair: '#d9b26f', hairStyle: 'long', top: '#9b5de5' },
  { skin: '#5c3a21', hair: '#151010', hairStyle: 'crop', top: '#3f88c5' },
  { skin: '#e0ac80', hair: '#3a2618', hairStyle: 'ponytail', top: '#e07a5f' },
  { skin: '#c68642', hair: '#8c8c8c', hairStyle: 'short', top: '#4f9d69' },
  { skin: '#f1c9a5', hair: '#6b3a1e', hairStyle: 'bob', top: '#2f4858' },
];

export const crowdLook = (look: Look, variant: number): Look => {
  if (variant <= 0 || look.blank) return look;
  const v = CROWD[(variant - 1) % CROWD.length]!;
  return { ...look, ...v, beard: false, glasses: variant % 3 === 0 };
};

const shade = (c: string, t = 0.18) => mix(c, '#10161c', t);
const light = (c: string, t = 0.25) => mix(c, '#ffffff', t);

// ---- Head -------------------------------------------------------------------------------------
// Local units: head centre at (0, 0), radius 17.

const CAP = 'M-17 1C-19-16-9-22 0-22C10-22 19-16 17 1C15-8 9-13 0-13C-9-13-15-8-17 1Z';
const BACK_CAP = 'M-17 3C-19-16-9-22 0-22C9-22 19-16 17 3C16 10 10 13 0 13C-10 13-16 10-17 3Z';

function HairBack({ look, view }: { look: Look; view: View }) {
  const h = look.hair;
  switch (look.hairStyle) {
    case 'long':
      return <path d="M-19-2C-22-19-10-24 0-24C10-24 22-19 19-2L23 32Q0 38-23 32Z" fill={h} />;
    case 'bob':
      return (
        <path d="M-20-2C-22-19-10-24 0-24C10-24 22-19 20-2L21 14Q15 18 11 11H-11Q-15 18-21 14Z" fill={h} />
      );
    case 'curls':
      return (
        <g fill={h}>
          {[
            [-18, -6, 9],
            [-19, 8, 8],
            [-16, 20, 7],
            [18, -6, 9],
            [19, 8, 8],
            [16, 20, 7],
          ].map(([x, y, r]) => (
            <circle key={`${x}${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
      );
    case 'ponytail':
      return view === 'back' ? null : (
        <path d="M11-14C27-14 30 8 23 26C20 10 15 0 9-6Z" fill={shade(h, 0.12)} />
      );
    default:
      return null;
  }
}

function HairFront({ look, view }: { look: Look; view: View }) {
  const h = look.hair;
  if (view === 'back') {
    // From behind the hair covers the head down to the nape; long styles fall to the shoulders.
    switch (look.hairStyle) {
      case 'long':
        return <path d="M-19-2C-22-19-10-24 0-24C10-24 22-19 19-2L23 32Q0 38-23 32Z" fill={h} />;
      case 'bob':
        return <path d="M-20-2C-22-19-10-24 0-24C10-24 22-19 20-2L21 16Q0 21-21 16Z" fill={h} />;
      default:
        return (
          <g fill={h}>
            <path d={BACK_CAP} />
            {look.hairStyle === 'bun' && <circle cx="0" cy="-9" r="8" fill={shade(h, 0.12)} />}
            {look.hairStyle === 'ponytail' && (
              <path d="M-5 4C-8 16-6 30 0 38C6 30 8 16 5 4Z" fill={shade(h, 0.1)} />
            )}
            {look.hairStyle === 'curls' &&
              [-11, 0, 11].map((x) => <circle key={x} cx={x} cy={x === 0 ? -18 : -13} r={9} />)}
          </g>
        );
    }
  }
  switch (look.hairStyle) {
    case 'short':
      return <path d="M-17 0C-19-16-9-22 1-22C11-22 19-16 17 0C15-8 11-12 4-12C-3-13-10-10-14-4Z" fill={h} />;
    case 'crop':
      return (
        <path d="M-16.5-3C-17-16-9-20 0-20C9-20 17-16 16.5-3C13-10 7-12 0-12C-7-12-13-10-16.5-3Z" fill={h} />
      );
    case 'bun':
      return (
        <g fill={h}>
          <circle cx="0" cy="-22" r="8.5" />
          <path d={CAP} />
        </g>
      );
    case 'long':
      return <path d="M-17 2C-18-16-8-22 2-21C12-20 19-12 17 3C13-6 6-11-4-10C-10-9-15-4-17 2Z" fill={h} />;
    case 'bob':
      return <path d="M-17-1C-18-17-8-22 0-22C8-22 18-17 17-1L15-6Q0-12-15-6Z" fill={h} />;
    case 'curls':
      return (
        <g fill={h}>
          {[
            [-13, -9, 8],
            [-6, -16, 8.5],
            [4, -17, 8.5],
            [12, -11, 8],
            [16, -3, 5],
            [-16, -2, 5],
          ].map(([x, y, r]) => (
            <circle key={`${x}${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
      );
    case 'ponytail':
      return <path d={CAP} fill={h} />;
    default:
      return null;
  }
}

function Face({ look }: { look: Look }) {
  if (look.blank) return null;
  return (
    <g>
      <circle cx="-6" cy="0" r="1.8" fill={INK} />
      <circle cx="6" cy="0" r="1.8" fill={INK} />
      <circle cx="-10" cy="5.5" r="2.6" fill="#e5806f" opacity="0.3" />
      <circle cx="10" cy="5.5" r="2.6" fill="#e5806f" opacity="0.3" />
      {look.beard && (
        <path d="M-15 2C-14 15-6 19 0 19C6 19 14 15 15 2C11 8 6 10 0 10C-6 10-11 8-15 2Z" fill={look.hair} />
      )}
      <path
        d="M-4.5 7.5Q0 11 4.5 7.5"
        fill="none"
        stroke={look.beard ? light(look.skin, 0.6) : INK}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      {look.glasses && (
        <g fill="none" stroke={INK} strokeWidth="1.3">
          <circle cx="-6" cy="0" r="4.6" />
          <circle cx="6" cy="0" r="4.6" />
          <path d="M-1.4 0H1.4" />
        </g>
      )}
    </g>
  );
}

function Head({ look, view }: { look: Look; view: View }) {
  return (
    <g>
      <HairBack look={look} view={view} />
      <circle cx="-16.5" cy="1" r="3.6" fill={shade(look.skin, 0.08)} />
      <circle cx="16.5" cy="1" r="3.6" fill={shade(look.skin, 0.08)} />
      <circle cx="0" cy="0" r="17" fill={look.skin} />
      {view === 'front' && <Face look={look} />}
      <HairFront look={look} view={view} />
    </g>
  );
}

// ---- Body -------------------------------------------------------------------------------------
// Figure units: feet at y=0, hips at -96, shoulders at -156, head centre at -180.

const TORSO = 'M-23-146C-23-155-17-158-10-158H10C17-158 23-155 23-146L21-94H-21Z';
const COAT = 'M-23-146C-23-155-17-158-10-158H10C17-158 23-155 23-146L26-62H-26Z';
const TUNIC = 'M-23-146C-23-155-17-158-10-158H10C17-158 23-155 23-146L23-84H-23Z';

function Torso({ look, view }: { look: Look; view: View }) {
  const { top, inner } = look;
  const path = look.topStyle === 'coat' ? COAT : look.topStyle === 'tunic' ? TUNIC : TORSO;
  const outline = look.topStyle === 'coat' ? '#cfd8de' : 'none';
  if (view === 'back') {
    return (
      <g>
        <path d={path} fill={top} stroke={outline} strokeWidth="1.5" />
        <path d="M0-150V-96" stroke={shade(top, 0.08)} strokeWidth="1.2" opacity="0.6" />
      </g>
    );
  }
  return (
    <g>
      <path d={path} fill={top} stroke={outline} strokeWidth="1.5" />
      {look.topStyle === 'blazer' && (
        <g>
          <path d="M-9-158L0-124L9-158Z" fill={inner} />
          <path d="M-11-158L-1-120L-13-138Z" fill={shade(top, 0.22)} />
          <path d="M11-158L1-120L13-138Z" fill={shade(top, 0.22)} />
          <circle cx="0" cy="-108" r="1.8" fill={shade(top, 0.35)} />
          <path d="M-19-112h9" stroke={shade(top, 0.3)} strokeWidth="1.4" />
        </g>
      )}
      {look.topStyle === 'coat' && (
        <g>
          <path d="M-8-158L0-130L8-158Z" fill={light(inner, 0.1)} />
          <path d="M-8-158V-62H8V-158L0-130Z" fill={inner} />
          <path d="M-10-158L-4-118L-8-62" fill="none" stroke="#cfd8de" strokeWidth="1.5" />
          <path d="M10-158L4-118L8-62" fill="none" stroke="#cfd8de" strokeWidth="1.5" />
          <path d="M-22-92h10M12-92h10" stroke="#cfd8de" strokeWidth="1.5" />
        </g>
      )}
      {look.topStyle === 'scrubs' && (
        <g>
          <path d="M-9-158L0-140L9-158Z" fill={look.skin} />
          <path d="M-9-158L0-140L9-158" fill="none" stroke={shade(top, 0.2)} strokeWidth="1.6" />
          <path d="M-16-120h10v10h-10z" fill="none" stroke={shade(top, 0.2)} strokeWidth="1.4" />
        </g>
      )}
      {look.topStyle === 'tunic' && (
        <g>
          <path d="M-8-159H8V-154H-8Z" fill={light(top, 0.35)} />
          <path d="M5-154V-86" stroke={light(top, 0.5)} strokeWidth="2" />
          <path d="M-17-118h11v12h-11z" fill="none" stroke={light(top, 0.5)} strokeWidth="1.6" />
        </g>
      )}
      {look.topStyle === 'sweater' && (
        <g>
          <path d="M-8-158Q0-150 8-158" fill="none" stroke={inner} strokeWidth="3" />
          <path d="M-21-98H21" stroke={shade(top, 0.15)} strokeWidth="4" />
        </g>
      )}
      {look.topStyle === 'shirt' && (
        <g>
          <path d="M-8-158L-2-150L0-158L2-150L8-158" fill={light(top, 0.3)} />
          <path d="M0-150V-96" stroke={shade(top, 0.15)} strokeWidth="1.2" />
        </g>
      )}
    </g>
  );
}

function Accessories({ look, pose }: { look: Look; pose: Pose }) {
  return (
    <g>
      {look.accessories.map((a) => {
        switch (a) {
          case 'stethoscope':
            return (
              <g key={a}>
                <path
                  d="M-9-157C-12-140-7-127 0-126C7-127 12-140 9-157"
                  fill="none"
                  stroke="#3a4a55"
                  strokeWidth="2.2"
                />
                <circle cx="0" cy="-123" r="3.6" fill="#aeb9c1" stroke="#3a4a55" strokeWidth="1.6" />
              </g>
            );
          case 'badge':
            return (
              <g key={a}>
                <path d="M-7-157L-1-128M7-157L1-128" stroke="#d94f3d" strokeWidth="1.5" />
                <rect x="-6" y="-130" width="12" height="14" rx="2" fill="#ffffff" stroke="#c7cfd5" />
                <rect x="-4" y="-126" width="8" height="2" fill="#8796a1" />
              </g>
            );
          case 'pen':
            return <path key={a} d="M-14-124v8" stroke="#2c5d8a" strokeWidth="2" strokeLinecap="round" />;
          case 'bag':
            return pose === 'standing' ? (
              <path key={a} d="M-13-157L19-96" stroke="#5a3d2b" strokeWidth="3" strokeLinecap="round" />
            ) : null;
          default:
            return null;
        }
      })}
    </g>
  );
}

/** Arms: a held tablet or a raised clicker change the right arm; otherwise both hang down. */
function Arms({ look, pose, view }: { look: Look; pose: Pose; view: View }) {
  const sleeve = look.top;
  const arm = (d: string) => (
    <path d={d} fill="none" stroke={sleeve} strokeWidth="11" strokeLinecap="round" strokeLinejoin="round" />
  );
  const outline = look.topStyle === 'coat';
  const hand = (x: number, y: number) => <circle cx={x} cy={y} r="5.6" fill={look.skin} />;
  const seated = pose === 'seated';
  const leftDown = seated ? 'M-21-148Q-29-124-18-104' : 'M-21-148Q-29-124-27-100';
  const leftHand: [number, number] = seated ? [-15, -101] : [-27, -95];
  const holdsTablet = view === 'front' && look.accessories.includes('tablet');
  const clicker = view === 'front' && look.accessories.includes('clicker');
  const right = holdsTablet
    ? 'M21-148Q31-124 18-112'
    : clicker
      ? 'M21-148Q36-150 42-172'
      : seated
        ? 'M21-148Q29-124 18-104'
        : 'M21-148Q29-124 27-100';
  const rightHand: [number, number] = holdsTablet
    ? [17, -110]
    : clicker
      ? [43, -176]
      : seated
        ? [15, -101]
        : [27, -95];
  return (
    <g>
      {outline && (
        <g stroke="#cfd8de" strokeWidth="14" fill="none" strokeLinecap="round">
          <path d={leftDown} />
          <path d={right} />
        </g>
      )}
      {arm(leftDown)}
      {arm(right)}
      {holdsTablet && (
        <g>
          <rect x="-4" y="-140" width="26" height="34" rx="3" fill="#2d3640" transform="rotate(-8 9 -123)" />
          <rect
            x="-1"
            y="-137"
            width="20"
            height="26"
            rx="1.5"
            fill="#a9dbe6"
            transform="rotate(-8 9 -123)"
          />
        </g>
      )}
      {clicker && <rect x="40" y="-186" width="6" height="11" rx="2" fill="#2d3640" />}
      {hand(...leftHand)}
      {hand(...rightHand)}
    </g>
  );
}

function Legs({ look, pose }: { look: Look; pose: Pose }) {
  const shoe = (x: number) => <ellipse cx={x} cy="-4" rx="10" ry="5" fill={look.shoes} />;
  if (pose === 'seated') {
    // Seated, seen from the front: the thighs come towards us (a short block), shins go down.
    return (
      <g>
        <rect x="-13" y="-44" width="9" height="38" fill={shade(look.bottom, 0.12)} />
        <rect x="4" y="-44" width="9" height="38" fill={shade(look.bottom, 0.12)} />
        <rect x="-22" y="-56" width="44" height="16" rx="6" fill={look.bottom} />
        {shoe(-9)}
        {shoe(9)}
      </g>
    );
  }
  if (look.skirt) {
    return (
      <g>
        <rect x="-13" y="-60" width="8" height="54" fill={shade(look.skin, 0.12)} />
        <rect x="5" y="-60" width="8" height="54" fill={shade(look.skin, 0.12)} />
        <path d="M-21-98H21L25-56H-25Z" fill={look.bottom} />
        {shoe(-9)}
        {shoe(9)}
      </g>
    );
  }
  return (
    <g>
      <path d="M-21-98H-1L-3-8H-16Z" fill={look.bottom} />
      <path d="M21-98H1L3-8H16Z" fill={look.bottom} />
      <path d="M-1-98V-40" stroke={shade(look.bottom, 0.2)} strokeWidth="1.2" />
      {shoe(-9)}
      {shoe(9)}
    </g>
  );
}

export interface PersonProps {
  look: Look;
  pose?: Pose;
  view?: View;
  /** Feet position and scale in the scene's units. */
  x?: number;
  y?: number;
  scale?: number;
}

/**
 * One person. Seated figures are the standing body lowered by 46 units with folded legs, so the
 * same top, arms and head serve both poses.
 */
export function Person({ look, pose = 'standing', view = 'front', x = 0, y = 0, scale = 1 }: PersonProps) {
  const lift = pose === 'seated' ? 46 : 0;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} data-character={look.key}>
      <ellipse cx="0" cy="-1" rx="26" ry="5" fill="#000000" opacity="0.12" />
      {view === 'front' && <Legs look={look} pose={pose} />}
      {view === 'back' && pose === 'standing' && <Legs look={look} pose={pose} />}
      <g transform={`translate(0 ${lift})`}>
        <rect x="-6" y="-168" width="12" height="14" rx="4" fill={shade(look.skin, 0.1)} />
        <Torso look={look} view={view} />
        {view === 'front' && <Accessories look={look} pose={pose} />}
        <Arms look={look} pose={pose} view={view} />
        <g transform="translate(0 -180)">
          <Head look={look} view={view} />
        </g>
      </g>
    </g>
  );
}

/** The seated pose needs something to sit on when drawn alone (catalogue, pickers). */
export function Stool({ x = 0, y = 0, scale = 1, color = '#7b8a96' }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="-30" y="-58" width="60" height="10" rx="4" fill={color} />
      <path d="M-24-48L-28 0M24-48L28 0" stroke={shade(color, 0.2)} strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}
