import sanitizeHtml from 'sanitize-html';

/** §5 rich text: the only tags a stored text may keep. */
export const RICH_TEXT_TAGS = [
  'p',
  'strong',
  'a',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'br',
  's',
  'u',
  'blockquote',
  'sub',
  'sup',
  'em',
  'pre',
] as const;

/** A colour as editors write it: #rgb…#rrggbbaa, rgb()/rgba()/hsl()/hsla() with plain numbers, or a keyword. */
const COLOR = [
  /^#[0-9a-f]{3,4}$/i,
  /^#[0-9a-f]{6}$/i,
  /^#[0-9a-f]{8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3}|\d{1,3}%))?\s*\)$/i,
  /^hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d{1,3}|\d{1,3}%))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const STYLES = {
  color: COLOR,
  background: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'font-size': [
    /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/i,
    /^(x{0,2}-small|small|medium|large|x{1,3}-large)$/i,
  ],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], '*': ['style'] },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links always open apart from the page and give it no handle on the opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  // A link whose address was refused keeps its text, not an inert <a>.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Sanitises rich text with exactly the §5 allow-list (tags p, strong, a, span, h1–h6, ul, ol, li,
 * br, s, u, blockquote, sub, sup, em, pre; styles color, background, background-color, text-align,
 * font-size with checked values; http(s) and mailto links opening in a new tab with
 * `rel="noopener noreferrer"`). Everything else is removed; script and style contents with it.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
