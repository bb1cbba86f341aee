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

  it('drops CDATA, which would otherwise be written back as markup', () => {
    const out = clean(
      wrap(
        '<text x="1" y="1"><![CDATA[</text><image href="data:image/png;base64,AAAA"/><style>x{}</style><text>]]></text>',
      ),
    );
    expect(out).not.toMatch(/image|style|CDATA/);
    expect(out).toContain('<text x="1" y="1"/>');
  });

  it('drops a url() that is malformed or quoted around a parenthesis', () => {
    const out = clean(
      wrap(
        `<rect fill="url('http://e/)')" width="1" height="1"/><rect stroke="url(http://e/x" width="2" height="2"/><rect fill="URL( '#ok' )" width="3" height="3"/>`,
      ),
    );
    expect(out).not.toMatch(/http:\/\/e/);
    expect(out).toContain('fill="URL( &apos;#ok&apos; )"');
  });

  it('accepts the DOCTYPE drawing programs write; refuses one with an internal subset', () => {
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(sanitizeSvg(doctype + wrap('<rect width="1" height="1"/>')).ok).toBe(true);
    expect(sanitizeSvg(`<!DOCTYPE svg [<!ATTLIST svg x CDATA "1">]>${wrap('')}`)).toEqual({
      ok: false,
      reason: 'entities',
    });
  });

  it('refuses nesting past the parser’s limit as invalid, not with an exception', () => {
    const deep = wrap('<g>'.repeat(500) + '</g>'.repeat(500));
    expect(sanitizeSvg(deep)).toEqual({ ok: false, reason: 'invalid' });
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
