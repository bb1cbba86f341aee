import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { svgCost, type SvgNode } from './svg-references';
import { nestedUseSvg } from '../../testing/diagram-fixtures';
import { MAX_SVG_DRAWN_ELEMENTS, MAX_SVG_REFERENCE_DEPTH } from '../../../domain/diagrams';

const parse = (svg: string) =>
  new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
  }).parse(svg) as SvgNode[];
const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('svgCost', () => {
  it('counts each drawn element, following <use> and url(#…) references', () => {
    expect(svgCost(parse(wrap('<rect/><circle/>')))).toEqual({ ok: true, drawn: 3, depth: 0 });
    // defs (1) + g (1) + path (1) + use (1) drawing the group again (2), + svg (1).
    expect(svgCost(parse(wrap('<defs><g id="a"><path/></g></defs><use href="#a"/>')))).toEqual({
      ok: true,
      drawn: 7,
      depth: 1,
    });
    const gradient = svgCost(
      parse(wrap('<linearGradient id="g"><stop/></linearGradient><rect fill="url(#g)"/>')),
    );
    expect(gradient).toMatchObject({ ok: true, drawn: 6, depth: 1 });
  });

  it('counts a marker once per vertex it can be drawn at', () => {
    const points = Array.from({ length: 100 }, (_, i) => `${i},${i}`).join(' ');
    const c = svgCost(
      parse(
        wrap(`<marker id="m"><path/></marker><polyline points="${points}" marker-mid="url(#m)"/>`),
      ),
    );
    expect(c.drawn).toBeGreaterThanOrEqual(200);
  });

  it('refuses references that multiply ("billion laughs") or chain too deep', () => {
    expect(svgCost(parse(nestedUseSvg(10, 10)))).toMatchObject({ ok: false, cycle: false });
    expect(svgCost(parse(nestedUseSvg(3, 10))).ok).toBe(true);
    expect(svgCost(parse(nestedUseSvg(MAX_SVG_REFERENCE_DEPTH - 1, 1))).ok).toBe(true);
    expect(svgCost(parse(nestedUseSvg(MAX_SVG_REFERENCE_DEPTH + 1, 1))).ok).toBe(false);
    const plain = wrap('<rect/>'.repeat(MAX_SVG_DRAWN_ELEMENTS + 1));
    expect(svgCost(parse(plain)).ok).toBe(false);
  });

  it('refuses a reference cycle, and a 100,000-long chain without overflowing the stack', () => {
    expect(svgCost(parse(wrap('<g id="a"><use href="#a"/></g>')))).toMatchObject({
      ok: false,
      cycle: true,
    });
    let chain = '<path id="c0"/>';
    for (let i = 1; i < 100_000; i++) chain += `<use id="c${i}" href="#c${i - 1}"/>`;
    expect(svgCost(parse(wrap(chain))).ok).toBe(false);
  });
});
