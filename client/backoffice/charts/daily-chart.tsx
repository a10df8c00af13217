import { axis, labelled, place, px } from './scale';

export interface DailyPoint {
  /** YYYY-MM-DD. */
  day: string;
  value: number;
}

export interface DailyChartProps {
  /** Unique on the page: the title's and description's ids derive from it (a pure component has no useId). */
  id: string;
  /** What the chart shows ("Revenue, Germany, EUR"): the SVG's accessible name. */
  title: string;
  /** What it says in a sentence (highest day, total): read by screen readers before the table. */
  description: string;
  points: readonly DailyPoint[];
  /** Bars for counts and amounts per day; a line for a trend over many days. */
  kind?: 'bar' | 'line';
  /** Writes a value on the axis and in each mark's tooltip (money in its currency, a count). */
  formatValue: (value: number) => string;
  /** Writes a day under the axis ("12 Jul"). */
  formatDay: (day: string) => string;
  width?: number;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 72 };
/** Day labels under the axis: more would overlap at the default width. */
const MOST_DAY_LABELS = 8;

/**
 * A daily series as an SVG bar or line chart with its axes, ticks and labels, rendered on the
 * server like any other markup (no script, no library). It is an image with a name and a
 * description; the numbers themselves are in the table the page shows beside it (DailyTable), so
 * a screen reader reads them there, once.
 */
export function DailyChart({
  id,
  title,
  description,
  points,
  kind = 'bar',
  formatValue,
  formatDay,
  width = 640,
  height = 220,
}: DailyChartProps) {
  const { min, max, ticks } = axis(points.map((p) => p.value));
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const y = (value: number) => px(place(value, min, max, bottom, top));
  const band = points.length > 0 ? (right - left) / points.length : 0;
  const centre = (i: number) => px(left + band * (i + 0.5));
  const zero = y(0);
  const shown = labelled(points.length, MOST_DAY_LABELS);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <svg
      className={`chart chart-${kind}`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-chart="daily"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <g className="chart-axis chart-axis-y">
        {ticks.map((tick) => (
          <g key={tick} data-tick={tick}>
            <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.15} />
            <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="currentColor">
              {formatValue(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className="chart-axis chart-axis-x">
        <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="currentColor" strokeOpacity={0.6} />
        {points.map((p, i) =>
          shown.has(i) ? (
            <text key={p.day} x={centre(i)} y={bottom + 16} textAnchor="middle" fontSize="11" fill="currentColor" data-day={p.day}>
              {formatDay(p.day)}
            </text>
          ) : null,
        )}
      </g>
      <g className="chart-marks">
        {kind === 'bar'
          ? points.map((p, i) => {
              const barTop = Math.min(y(p.value), zero);
              return (
                <rect
                  key={p.day}
                  className="chart-bar"
                  x={px(left + band * i + band * 0.15)}
                  y={barTop}
                  width={px(band * 0.7)}
                  height={px(Math.abs(zero - y(p.value)))}
                  fill="currentColor"
                  data-day={p.day}
                  data-value={p.value}
                >
                  <title>{`${formatDay(p.day)}: ${formatValue(p.value)}`}</title>
                </rect>
              );
            })
          : [
              <polyline
                key="line"
                className="chart-line"
                points={points.map((p, i) => `${centre(i)},${y(p.value)}`).join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
              />,
              ...points.map((p, i) => (
                <circle
                  key={p.day}
                  className="chart-point"
                  cx={centre(i)}
                  cy={y(p.value)}
                  r={3}
                  fill="currentColor"
                  data-day={p.day}
                  data-value={p.value}
                >
                  <title>{`${formatDay(p.day)}: ${formatValue(p.value)}`}</title>
                </circle>
              )),
            ]}
      </g>
    </svg>
  );
}

export interface DailyColumn {
  label: string;
  /** One per day, in the days' order. */
  values: readonly number[];
  format: (value: number) => string;
}

/**
 * The numbers behind the charts as a table: a row per day, a column per series. Screen readers
 * and keyboard users get every figure here, and anyone can copy them.
 */
export function DailyTable({
  caption,
  dayLabel,
  days,
  formatDay,
  columns,
}: {
  caption: string;
  dayLabel: string;
  days: readonly string[];
  formatDay: (day: string) => string;
  columns: readonly DailyColumn[];
}) {
  return (
    <table className="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dayLabel}</th>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, i) => (
          <tr key={day}>
            <th scope="row">
              <time dateTime={day}>{formatDay(day)}</time>
            </th>
            {columns.map((column) => (
              <td key={column.label} data-value={column.values[i]}>
                {column.format(column.values[i])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
