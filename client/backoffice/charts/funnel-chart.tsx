import { px } from './scale';

export interface FunnelStepFigure {
  /** "Product views", "Added to cart", … */
  label: string;
  value: number;
}

export interface FunnelChartProps {
  id: string;
  title: string;
  description: string;
  /** In the funnel's order: views, adds, checkouts started, paid. */
  steps: readonly FunnelStepFigure[];
  formatValue: (value: number) => string;
  /** Writes a share (0.42 → "42 %"). */
  formatRate: (rate: number) => string;
  width?: number;
}

const ROW = 34;
const LABEL = 150;
const FIGURES = 130;

/**
 * The funnel as horizontal bars, each as long as its step's count against the widest step, with
 * the count and the share of the step before it written beside it. Pure SVG like DailyChart; the
 * page shows the same figures in a table.
 */
export function FunnelChart({ id, title, description, steps, formatValue, formatRate, width = 640 }: FunnelChartProps) {
  const height = steps.length * ROW + 8;
  const widest = Math.max(0, ...steps.map((s) => s.value));
  const room = width - LABEL - FIGURES;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <svg
      className="chart chart-funnel"
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-chart="funnel"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <g>
        {steps.map((step, i) => {
          const length = widest > 0 ? px((step.value / widest) * room) : 0;
          const before = i > 0 ? steps[i - 1].value : null;
          const rate = before ? formatRate(step.value / before) : null;
          const y = 4 + i * ROW;
          return (
            <g key={step.label} data-step={i}>
              <text x={LABEL - 8} y={y + ROW / 2} dy="0.32em" textAnchor="end" fontSize="12" fill="currentColor">
                {step.label}
              </text>
              <rect className="chart-bar" x={LABEL} y={y + 4} width={length} height={ROW - 8} fill="currentColor" data-value={step.value} />
              <text x={LABEL + length + 6} y={y + ROW / 2} dy="0.32em" fontSize="12" fill="currentColor">
                {rate === null ? formatValue(step.value) : `${formatValue(step.value)} (${rate})`}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
