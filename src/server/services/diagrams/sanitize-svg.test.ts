import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './sanitize-svg';

const wrap = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;
const clean = (svg: string) => {
  const r = sanitizeSvg(svg);
  if (!r.ok) throw new Error(r.reason);
  return r.svg;
};

describe('sanitizeSvg', () => {
  it('keeps shapes, text, markers and local references as they are', () => {
    const svg = wrap(
      '<defs><marker id="a" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0,0 L4,2 L0,4 z" fill="#111"/></marker></defs><line x1="0" y1="5" x2="9" y2="5" stroke="#111" marker-end="url(#a)"/><text x="1" y="3" font-size="2">F &amp; R<tspan dy="1">2</tspan></text><use href="#a"/>',
    );
    expect(clean(svg)).toBe(svg);
  });

  it('drops scripts, styles, foreign content, images, animation and event handlers', () => {
    const out = clean(
      wrap(
        '<script>alert(1)</script><style>rect{fill:red}</style><foreignObject><p>x</p></foreignObject><image href="a.png"/><animate attributeName="x"/><rect width="1" height="1" onclick="x()" onmouseover="y()"/><a href="javascript:alert(1)"><text>t</text></a>',
        ' onload="alert(1)"',
      ),
    );
    expect(out).not.toMatch(
      /script|style|foreignObject|image|animate|onclick|onmouseover|onload|<a|javascript/,
    );
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it('drops references outside the document (href, url(), @import)', () => {
    const out = clean(
      wrap(
        '<use href="http://example.com/x.svg#a"/><use xlink:href="file:///etc/passwd"/><rect fill="url(http://example.com/p.svg#g)" stroke="url(#ok)" style="fill:url(data:image/png;base64,AAAA)" width="1" height="1"/><rect style="fill:red" width="2" height="2"/>',
      ),
    );
    expect(out).not.toMatch(/example\.com|passwd|data:/);
    expect(out).toContain('stroke="url(#ok)"');
    expect(out).toContain('style="fill:red"');
    expect(out).toContain('<use/>');
  });

  it('refuses entity declarations and what is not one SVG document', () => {
    expect(
      sanitizeSvg(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>${wrap('<text>&a;</text>')}`,
      ),
    ).toEqual({ ok: false, reason: 'entities' });
    expect(sanitizeSvg('<svg><rect></svg>')).toEqual({ ok: false, reason: 'invalid' });
    expect(sanitizeSvg('<html><body/></html>')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('tells SVG text from other bytes', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(
      looksLikeSvg(
        enc('\uFEFF<?xml version="1.0"?>\n<!-- a drawing -->\n<svg viewBox="0 0 1 1"/>'),
      ),
    ).toBe(true);
    expect(looksLikeSvg(enc('<html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(enc('GIF89a'))).toBe(false);
  });
});
