import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgProblem } from './svg-check';

const drawings = ['db/seed/images', 'e2e/fixtures/catalog/images'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => `${dir}/${f}`),
);
const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`;

describe('the SVG check', () => {
  it("takes the seed's and the import fixtures' drawings as they are", () => {
    expect(drawings.length).toBeGreaterThan(40);
    expect(drawings.filter((file) => svgProblem(readFileSync(file, 'utf8')) !== null)).toEqual([]);
  });

  it('refuses what could run, load or link', () => {
    expect(svgProblem(wrap('<script>alert(1)</script>'))).toBe('the element <script>');
    expect(svgProblem(wrap('<rect width="1" height="1" onload="alert(1)"/>'))).toBe('the attribute onload');
    expect(svgProblem(wrap('<foreignObject><div/></foreignObject>'))).toBe('the element <foreignObject>');
    expect(svgProblem(wrap('<image href="https://example.com/x.png"/>'))).toBe('the element <image>');
    expect(svgProblem(wrap('<a href="javascript:alert(1)"><rect/></a>'))).toBe('the element <a>');
    expect(svgProblem(wrap('<use href="https://example.com/x.svg#a"/>'))).toBe('the attribute href');
    expect(svgProblem(wrap('<style>@import url(https://example.com/x.css)</style>'))).toBe('the element <style>');
    expect(svgProblem(wrap('<rect style="fill: url(https://example.com/x)"/>'))).toBe('the value of style');
    expect(svgProblem(wrap('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe('the element <set>');
    expect(svgProblem(`<!DOCTYPE svg [<!ENTITY x "y">]>${wrap('')}`)).toBe('a DOCTYPE or entity');
    expect(svgProblem('<html><svg/></html>')).toBe('the element <html>');
  });

  it('takes gradients, clip paths and <use> referenced inside the file', () => {
    const inside = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/></defs><rect fill="url(#g)"/><use xlink:href="#p"/>',
    );
    expect(svgProblem(inside)).toBeNull();
  });
});
