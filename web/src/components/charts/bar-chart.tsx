import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: ChartSeries[];
  /** Formats a value on the y axis and in the legend, in the reader's locale. */
  format: (n: number) => string;
  height?: number;
}

/**
 * Bars over categories (days, months, categories), drawn by uPlot on a canvas. The canvas is
 * hidden from assistive technology: ChartFigure gives every chart a data table and a text label.
 * Up to two series side by side per category.
 */
export default function BarChart({ labels, series, format, height = 220 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const n = labels.length;
    const bars = (i: number) =>
      uPlot.paths.bars!({ size: [series.length > 1 ? 0.4 : 0.7, 48], align: series.length > 1 ? (i === 0 ? -1 : 1) : 0 });
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      scales: { x: { time: false, range: [-0.5, n - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        {
          // Label every k-th category so they never overlap on a phone.
          splits: (u) => {
            const room = Math.max(1, Math.floor(u.width / 56));
            const step = Math.max(1, Math.ceil(n / room));
            return labels.map((_, i) => i).filter((i) => i % step === 0);
          },
          values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          grid: { show: false },
        },
        { values: (_u, vals) => vals.map((v) => format(v)), size: 64 },
      ],
      legend: { show: series.length > 1 },
      cursor: { show: false },
      series: [
        {},
        ...series.map((s, i) => ({ label: s.label, stroke: s.color, fill: `${s.color}cc`, width: 1, paths: bars(i), points: { show: false }, value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)) })),
      ],
    };
    const chart = new uPlot(opts, [labels.map((_, i) => i), ...series.map((s) => s.values)], el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, format, height]);
  // The box keeps the chart's height while uPlot draws (or redraws after new figures), so
  // nothing below it jumps under a reader's finger.
  return <div ref={box} aria-hidden="true" className="bar-chart" style={{ minHeight: height }} />;
}
