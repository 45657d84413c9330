import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styles from './Analytics.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarChartProps {
  /** One group of bars per label. */
  labels: readonly string[];
  /** `values[series.key][i]` is the value at `labels[i]`. */
  values: Readonly<Record<string, readonly number[]>>;
  series: readonly ChartSeries[];
  /** Stacked (parts of a whole) or side by side (two measures). */
  mode: 'stacked' | 'grouped';
  /** What the chart shows, for screen readers (the table beside it has the figures). */
  description: string;
  formatValue?: (v: number) => string;
  tickLabel?: (label: string) => string;
  /** The values are counts: the axis shows whole numbers only (no "0.2 chats"). */
  counts?: boolean;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 44 };

/**
 * Bars drawn with visx (SVG, React): the one charting library of the page, loaded with this remote
 * only (README "Analytics"). Each bar carries a title (hover); the figures are in the table beside it.
 */
export function BarChart({
  labels,
  values,
  series,
  mode,
  description,
  formatValue = String,
  tickLabel,
  counts = false,
}: BarChartProps) {
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const at = (key: string, i: number) => values[key]?.[i] ?? 0;
  const tops = labels.map((_, i) =>
    mode === 'stacked'
      ? series.reduce((sum, s) => sum + at(s.key, i), 0)
      : Math.max(0, ...series.map((s) => at(s.key, i))),
  );
  const x = scaleBand<string>({ domain: [...labels], range: [0, innerW], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...tops)], range: [innerH, 0], nice: true });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const yTicks = counts ? y.ticks(4).filter(Number.isInteger) : y.ticks(4);
  const every = Math.max(1, Math.ceil(labels.length / 10));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={description}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {labels.map((label, i) => {
            let base = 0;
            return series.map((s) => {
              const v = at(s.key, i);
              const left = (x(label) ?? 0) + (mode === 'grouped' ? (inner(s.key) ?? 0) : 0);
              const width = mode === 'grouped' ? inner.bandwidth() : x.bandwidth();
              const top = y(base + (mode === 'stacked' ? v : 0) + (mode === 'grouped' ? v : 0));
              const height = y(mode === 'stacked' ? base : 0) - top;
              if (mode === 'stacked') base += v;
              return v > 0 ? (
                <Bar key={`${label}-${s.key}`} x={left} y={top} width={width} height={height} fill={s.color}>
                  <title>{`${tickLabel ? tickLabel(label) : label} · ${s.label}: ${formatValue(v)}`}</title>
                </Bar>
              ) : null;
            });
          })}
          <AxisLeft scale={y} tickValues={yTicks} tickFormat={(v) => formatValue(Number(v))} />
          <AxisBottom
            top={innerH}
            scale={x}
            tickValues={labels.filter((_, i) => i % every === 0)}
            tickFormat={(v) => (tickLabel ? tickLabel(String(v)) : String(v))}
          />
        </Group>
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
