/**
 * Where a bar chart's axis labels go, from their measured widths. Pure, so it is unit-tested
 * without a canvas: the chart passes a `measure` that uses the canvas's own font.
 */

/** The axis font, in CSS pixels: the chart draws with it and measures with it. */
export const AXIS_FONT_PX = 12;
export const AXIS_FONT = `${AXIS_FONT_PX}px system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
/** uPlot's tick length and its gap between tick and label, plus room so no glyph touches the edge. */
const TICK = 10;
const GAP = 5;
const PAD = 6;
/** Space between two neighbouring horizontal labels. */
const LABEL_GAP = 8;
/** A label turned upright is cut with an ellipsis past this width; the data table has every full name. */
export const MAX_UPRIGHT_LABEL = 120;

export type Measure = (text: string) => number;

/** The height of a horizontal category axis. */
export const FLAT_AXIS_SIZE = AXIS_FONT_PX + TICK + GAP + PAD;

/** The width of a value axis (left), sized to its widest label: "400,00 $" is never cut. */
export function valueAxisSize(values: readonly (string | null | undefined)[], measure: Measure): number {
  const widest = values.reduce((w, v) => (v ? Math.max(w, measure(v)) : w), 0);
  return Math.ceil(widest) + TICK + GAP + PAD;
}

export interface CategoryAxis {
  /** Indexes of the categories that get a label. */
  shown: number[];
  /** The text drawn for each category (cut with an ellipsis when upright). */
  text: string[];
  /** 0: horizontal; 90: upright, read from the bottom up. */
  rotate: 0 | 90;
  /** The axis height in CSS pixels, labels included. */
  size: number;
}

/** Cuts a label to fit `max` pixels, ending it with an ellipsis. */
export function fitLabel(label: string, max: number, measure: Measure): string {
  if (measure(label) <= max) return label;
  let cut = label;
  while (cut.length > 1 && measure(`${cut.trimEnd()}…`) > max) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Labels under the bars. Horizontal when they all fit their slot. A sequence (days, months) then
 * labels every k-th bar, which a reader can count between. Categories each need their own name:
 * they stand upright (cut past a width), and only when even upright text is wider than a slot do
 * they thin out like a sequence.
 */
export function categoryAxisLayout(input: {
  labels: readonly string[];
  plotWidth: number;
  measure: Measure;
  sequence: boolean;
}): CategoryAxis {
  const { labels, measure, sequence } = input;
  const n = labels.length;
  const all = labels.map((_, i) => i);
  const flat = FLAT_AXIS_SIZE;
  if (n === 0) return { shown: [], text: [], rotate: 0, size: flat };
  const slot = Math.max(1, input.plotWidth) / n;
  const widest = Math.max(...labels.map(measure));
  if (widest + LABEL_GAP <= slot) return { shown: all, text: [...labels], rotate: 0, size: flat };
  if (sequence) {
    const step = Math.ceil((widest + LABEL_GAP) / slot);
    return { shown: all.filter((i) => i % step === 0), text: [...labels], rotate: 0, size: flat };
  }
  const text = labels.map((l) => fitLabel(l, MAX_UPRIGHT_LABEL, measure));
  const tallest = Math.max(...text.map(measure));
  const step = Math.max(1, Math.ceil((AXIS_FONT_PX + 2) / slot));
  return { shown: all.filter((i) => i % step === 0), text, rotate: 90, size: Math.ceil(tallest) + TICK + GAP + PAD };
}

/**
 * The horizontal extent of each drawn label, centred on its bar (upright labels are one line of
 * text wide). Two labels overlap when their extents do: the tests use this to prove none do.
 */
export function labelExtents(axis: CategoryAxis, plotWidth: number, n: number, measure: Measure): [number, number][] {
  const slot = plotWidth / n;
  return axis.shown.map((i) => {
    const centre = slot * (i + 0.5);
    const w = axis.rotate === 0 ? measure(axis.text[i] ?? '') : AXIS_FONT_PX;
    return [centre - w / 2, centre + w / 2];
  });
}
