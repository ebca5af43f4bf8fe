import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { AXIS_FONT, FLAT_AXIS_SIZE, categoryAxisLayout, valueAxisSize, type CategoryAxis } from './axis-layout';

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
  /** Days or months: with no room, every k-th bar is labelled. Otherwise each bar keeps a label. */
  sequence?: boolean;
}

let measurer: CanvasRenderingContext2D | null = null;
/** Text width in CSS pixels, in the axis font. */
function measure(text: string): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 7;
  measurer.font = AXIS_FONT;
  return measurer.measureText(text).width;
}

/**
 * Bars over categories (days, months, categories), drawn by uPlot on a canvas. The canvas is
 * hidden from assistive technology: ChartFigure gives every chart a data table and a text label.
 * Up to two series side by side per category.
 */
export default function BarChart({ labels, series, format, height = 220, sequence = false }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const n = labels.length;
    const bars = (i: number) =>
      uPlot.paths.bars!({
        size: [series.length > 1 ? 0.4 : 0.7, 48],
        align: series.length > 1 ? (i === 0 ? -1 : 1) : 0,
      });
    // The label layout depends on the plot's width, which uPlot settles over a few sizing cycles.
    let layout: { width: number; axis: CategoryAxis } | null = null;
    const xAxis = (u: uPlot) => {
      const width = u.bbox.width / uPlot.pxRatio || el.clientWidth;
      if (!layout || layout.width !== width)
        layout = { width, axis: categoryAxisLayout({ labels, plotWidth: width, measure, sequence }) };
      return layout.axis;
    };
    // Upright labels take their own room below the plot, so the bars keep their height.
    const fullHeight = (width: number) => {
      const estimate = categoryAxisLayout({ labels, plotWidth: width - 80, measure, sequence });
      return height + (estimate.rotate === 0 ? 0 : estimate.size - FLAT_AXIS_SIZE);
    };
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: fullHeight(Math.max(200, el.clientWidth)),
      scales: {
        x: { time: false, range: [-0.5, n - 0.5] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          font: AXIS_FONT,
          splits: (u) => xAxis(u).shown,
          values: (u, splits) => splits.map((i) => xAxis(u).text[i] ?? ''),
          rotate: (u) => xAxis(u).rotate,
          size: (u) => xAxis(u).size,
          grid: { show: false },
        },
        // Sized to its widest label, so "400,00 $" is never cut to "00,00 $".
        {
          font: AXIS_FONT,
          values: (_u, vals) => vals.map((v) => format(v)),
          size: (_u, values) => valueAxisSize(values ?? [], measure),
        },
      ],
      // The legend is the figure's own, in the reader's language; uPlot's would add "Value".
      legend: { show: false },
      cursor: { show: false },
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          stroke: s.color,
          fill: `${s.color}cc`,
          width: 1,
          paths: bars(i),
          points: { show: false },
          value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)),
        })),
      ],
    };
    const chart = new uPlot(opts, [labels.map((_, i) => i), ...series.map((s) => s.values)], el);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, el.clientWidth), height: fullHeight(Math.max(200, el.clientWidth)) }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, format, height, sequence]);
  // The box keeps the chart's height while uPlot draws (or redraws after new figures), so
  // nothing below it jumps under a reader's finger.
  return <div ref={box} aria-hidden="true" className="bar-chart" style={{ minHeight: height }} />;
}
