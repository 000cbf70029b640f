import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, sanitizeRichText } from './index.ts';

// §5: p, strong, a, span, h1–h6, ul, ol, li, br, s, u, blockquote, sub, sup, em, pre; styles colour,
// background, text-align, font-size; links http(s)/mailto opening apart with noopener noreferrer.
describe('sanitizeRichText', () => {
  it('keeps every allowed tag', () => {
    const html = RICH_TEXT_TAGS.filter((t) => t !== 'br' && t !== 'a')
      .map((t) => `<${t}>${t}</${t}>`)
      .join('');
    expect(sanitizeRichText(`${html}<br />`)).toBe(`${html}<br />`);
  });

  it('removes scripts, event handlers, frames, images, forms and styles blocks', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()">Bonjour<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' +
          '<img src=x onerror="alert(1)"><style>p{display:none}</style><form><input name="a"></form><b>gras</b>',
      ),
    ).toBe('<p>Bonjour</p>gras');
  });

  it('keeps http(s) and mailto links, forcing a new tab and noopener noreferrer', () => {
    expect(
      sanitizeRichText('<a href="https://chu.example/postes" target="_self" rel="opener">Postes</a>'),
    ).toBe('<a href="https://chu.example/postes" target="_blank" rel="noopener noreferrer">Postes</a>');
    expect(sanitizeRichText('<a href="mailto:rh@chu.example">Écrire</a>')).toBe(
      '<a href="mailto:rh@chu.example" rel="noopener noreferrer" target="_blank">Écrire</a>',
    );
  });

  it('drops javascript:, data: and protocol-relative links but keeps their text', () => {
    expect(
      sanitizeRichText(
        '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
          '<a href="java&#x09;script:alert(1)">c</a><a href="data:text/html,x">d</a><a href="//evil.example">e</a>',
      ),
    ).toBe('abcde');
  });

  it('keeps only the allowed styles with checked values', () => {
    expect(
      sanitizeRichText(
        '<p style="color: #1e6091; background-color: rgb(255, 240, 200); text-align: center; font-size: 18px; position: fixed; top: 0">x</p>',
      ),
    ).toBe(
      '<p style="color:#1e6091;background-color:rgb(255, 240, 200);text-align:center;font-size:18px">x</p>',
    );
    expect(
      sanitizeRichText(
        '<span style="background: url(javascript:alert(1)); color: expression(alert(1)); font-size: 12vw">y</span>',
      ),
    ).toBe('<span>y</span>');
    expect(sanitizeRichText('<span style="background: yellow">z</span>')).toBe(
      '<span style="background:yellow">z</span>',
    );
  });

  it('drops attributes other than style and link targets', () => {
    expect(sanitizeRichText('<p class="x" id="y" data-a="1" title="t">z</p>')).toBe('<p>z</p>');
  });
});
