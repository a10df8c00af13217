import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyChart, type DailyPoint, DailyTable } from './daily-chart';
import { FunnelChart } from './funnel-chart';
import { axis, labelled, niceStep } from './scale';

/** The charts rendered as the server renders them, and their marks read back against the data. */

const DAYS = ['2026-07-10', '2026-07-11', '2026-07-12', '2026-07-13'];
const POINTS: DailyPoint[] = [
  { day: DAYS[0], value: 12_990 },
  { day: DAYS[1], value: 0 },
  { day: DAYS[2], value: 38_970 },
  { day: DAYS[3], value: 25_980 },
];
const euros = (minor: number) => `${(minor / 100).toFixed(2)} €`;
const shortDay = (day: string) => `${Number(day.slice(8))}.${Number(day.slice(5, 7))}.`;

/** Every element `tag` with its attributes, in document order. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

const render = (props: Partial<Parameters<typeof DailyChart>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DailyChart, {
      id: 'revenue-de',
      title: 'Revenue, Germany (EUR)',
      description: 'Highest on 12.7.: 389.70 €',
      points: POINTS,
      formatValue: euros,
      formatDay: shortDay,
      ...props,
    }),
  );

describe('the axis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, and reaches past the largest value', () => {
    expect(niceStep(38_970, 4)).toBe(10_000);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.5, 4)).toBe(1);
    expect(axis([12_990, 0, 38_970])).toEqual({ min: 0, max: 40_000, ticks: [0, 10_000, 20_000, 30_000, 40_000] });
    expect(axis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(axis([-300, 900])).toMatchObject({ min: -500, max: 1000 });
    expect([...labelled(30, 8)].sort((a, b) => a - b)).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
  });
});

describe('the daily chart', () => {
  it('is an image named by its title and description', () => {
    const html = render();
    const [svg] = elements(html, 'svg');
    expect(svg.role).toBe('img');
    expect(svg['aria-labelledby']).toBe('revenue-de-title revenue-de-desc');
    expect(html).toContain('<title id="revenue-de-title">Revenue, Germany (EUR)</title>');
    expect(html).toContain('<desc id="revenue-de-desc">Highest on 12.7.: 389.70 €</desc>');
    expect(html).not.toContain('<script');
  });

  it('draws a bar per day as tall as its value on the axis, with the axis ticks labelled', () => {
    const html = render();
    const bars = elements(html, 'rect');
    expect(bars.map((b) => b['data-day'])).toEqual(DAYS);
    expect(bars.map((b) => Number(b['data-value']))).toEqual(POINTS.map((p) => p.value));
    // The plot is 220 − 12 − 28 = 180 px tall for 0 to 40,000.
    const heights = bars.map((b) => Number(b.height));
    for (const [i, p] of POINTS.entries()) expect(heights[i]).toBeCloseTo((p.value / 40_000) * 180, 1);
    // Every bar stands on the zero line.
    for (const bar of bars) expect(Number(bar.y) + Number(bar.height)).toBeCloseTo(192, 1);
    expect(
      elements(html, 'g')
        .filter((g) => g['data-tick'] !== undefined)
        .map((g) => Number(g['data-tick'])),
    ).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    for (const tick of ['0.00 €', '100.00 €', '400.00 €']) expect(html).toContain(`>${tick}</text>`);
    for (const day of DAYS) expect(html).toContain(`>${shortDay(day)}</text>`);
    // Each bar's tooltip says its day and amount.
    expect(html).toContain('<title>12.7.: 389.70 €</title>');
  });

  it('draws a line through a point per day, higher for more', () => {
    const html = render({ kind: 'line' });
    const points = elements(html, 'circle');
    expect(points.map((p) => [p['data-day'], Number(p['data-value'])])).toEqual(POINTS.map((p) => [p.day, p.value]));
    const ys = points.map((p) => Number(p.cy));
    for (const [i, p] of POINTS.entries()) expect(ys[i]).toBeCloseTo(192 - (p.value / 40_000) * 180, 1);
    const [line] = elements(html, 'polyline');
    expect(line.points.split(' ').map((xy) => Number(xy.split(',')[1]))).toEqual(ys);
    expect(elements(html, 'rect')).toEqual([]);
  });

  it('draws nothing misleading without data: no marks, an axis from 0', () => {
    const html = render({ points: [] });
    expect(elements(html, 'rect')).toEqual([]);
    expect(html).toContain('>0.00 €</text>');
  });
});

describe('the table beside it', () => {
  it('has a row per day and a column per series, each cell its value', () => {
    const html = renderToStaticMarkup(
      createElement(DailyTable, {
        caption: 'Germany, EUR',
        dayLabel: 'Day',
        days: DAYS,
        formatDay: shortDay,
        columns: [
          { label: 'Orders', values: [1, 0, 3, 2], format: String },
          { label: 'Revenue', values: POINTS.map((p) => p.value), format: euros },
        ],
      }),
    );
    expect(html).toContain('<caption>Germany, EUR</caption>');
    expect(elements(html, 'th').filter((th) => th.scope === 'col')).toHaveLength(3);
    expect(elements(html, 'th').filter((th) => th.scope === 'row')).toHaveLength(4);
    const cells = elements(html, 'td').map((td) => Number(td['data-value']));
    expect(cells).toEqual([1, 12_990, 0, 0, 3, 38_970, 2, 25_980]);
    expect(html).toContain('<time dateTime="2026-07-12">12.7.</time></th><td data-value="3">3</td><td data-value="38970">389.70 €</td>');
  });
});

describe('the funnel chart', () => {
  const steps = [
    { label: 'Product views', value: 400 },
    { label: 'Added to cart', value: 100 },
    { label: 'Checkout started', value: 40 },
    { label: 'Paid', value: 30 },
  ];
  const html = renderToStaticMarkup(
    createElement(FunnelChart, {
      id: 'funnel-us',
      title: 'Funnel, United States',
      description: '7.5 % of product views ended in a paid order',
      steps,
      formatValue: String,
      formatRate: (rate: number) => `${Math.round(rate * 100)} %`,
    }),
  );

  it('draws a bar per step as long as its count against the widest', () => {
    const bars = elements(html, 'rect');
    expect(bars.map((b) => Number(b['data-value']))).toEqual([400, 100, 40, 30]);
    // 640 − 150 − 130 = 360 px for the widest step.
    expect(bars.map((b) => Number(b.width))).toEqual([360, 90, 36, 27]);
  });

  it('writes each step with its count and its share of the step before', () => {
    expect(html).toContain('>Product views</text>');
    expect(html).toContain('>400</text>');
    expect(html).toContain('>100 (25 %)</text>');
    expect(html).toContain('>40 (40 %)</text>');
    expect(html).toContain('>30 (75 %)</text>');
    expect(elements(html, 'svg')[0]['aria-labelledby']).toBe('funnel-us-title funnel-us-desc');
  });

  it('draws empty bars for a market without visitors, and no share of nothing', () => {
    const empty = renderToStaticMarkup(
      createElement(FunnelChart, {
        id: 'funnel-gb',
        title: 'Funnel',
        description: 'No visits yet',
        steps: steps.map((s) => ({ ...s, value: 0 })),
        formatValue: String,
        formatRate: () => 'never',
      }),
    );
    expect(elements(empty, 'rect').map((b) => Number(b.width))).toEqual([0, 0, 0, 0]);
    expect(empty).not.toContain('never');
  });
});
