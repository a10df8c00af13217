/**
 * The arithmetic of the back office's charts (docs/decisions/029-dashboard-charts.md): round
 * steps for an axis, and a value's place along it. Plain functions, so the components stay pure
 * and the tests can check a bar against the number it stands for.
 */

/** A step of 1, 2, 2.5 or 5 times a power of ten that splits `span` into at most `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  // Whole numbers only: the values are counts or minor units, never fractions of them.
  return Math.max(1, Math.ceil(step));
}

/**
 * The axis for `values`: from 0 (or below, for negative values) to the first round step at or
 * above the largest, with the ticks between. Without data (or only zeros) the axis is 0 to 1.
 */
export function axis(values: readonly number[], count = 4): { min: number; max: number; ticks: number[] } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  if (high === 0 && low === 0) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

/** Where `value` falls between `from` and `to` (pixels) on an axis from `min` to `max`. */
export const place = (value: number, min: number, max: number, from: number, to: number): number =>
  max === min ? from : from + ((value - min) / (max - min)) * (to - from);

/** Every n-th of `count` labels, so that at most `most` are written under an axis (the last always). */
export function labelled(count: number, most: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / most));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}

/** Two decimals are enough for a pixel. */
export const px = (n: number): number => Math.round(n * 100) / 100;
