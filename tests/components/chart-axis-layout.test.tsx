import { describe, expect, it } from 'vitest';
import {
  AXIS_FONT_PX,
  MAX_UPRIGHT_LABEL,
  categoryAxisLayout,
  fitLabel,
  labelExtents,
  valueAxisSize,
} from '../../web/src/components/charts/axis-layout';

// A generous stand-in for the canvas: 12 px system-ui averages about 6.5 px a character.
const measure = (s: string) => s.length * 7;

const FR_CATEGORIES = [
  'Administration et documents',
  'Marketing et contenu',
  "Formulaires et documents d'affaires",
  'RH et opérations',
  'Design et médias',
  'Recherche et données',
  "Démarrage d'entreprise",
  'Juridique et conformité',
  'Techno et numérique',
];

function overlapping(extents: [number, number][]) {
  return extents.slice(1).filter(([start], i) => start < extents[i]![1]).length;
}

// Plot widths: a 390 px phone (the card's padding and the value axis take about 120 px) and a laptop column.
const PHONE = 270;
const LAPTOP = 700;

describe('chart axis layout', () => {
  it('sizes the money axis to its widest label, so "400,00 $" keeps its first digit', () => {
    const values = ['0,00 $', '100,00 $', '200,00 $', '300,00 $', '400,00 $'];
    const size = valueAxisSize(values, measure);
    expect(size).toBeGreaterThanOrEqual(measure('400,00 $') + 15);
    // The fixed 64 px used before cut "1 234,50 $" on the left.
    expect(valueAxisSize(['1 234,50 $'], measure)).toBeGreaterThan(64);
  });

  it('keeps every French category name on a phone, upright, with none overlapping', () => {
    const axis = categoryAxisLayout({ labels: FR_CATEGORIES, plotWidth: PHONE, measure, sequence: false });
    expect(axis.rotate).toBe(90);
    expect(axis.shown).toEqual(FR_CATEGORIES.map((_, i) => i));
    expect(overlapping(labelExtents(axis, PHONE, FR_CATEGORIES.length, measure))).toBe(0);
    for (const text of axis.text) expect(measure(text)).toBeLessThanOrEqual(MAX_UPRIGHT_LABEL);
    // The axis is tall enough for the longest upright label.
    expect(axis.size).toBeGreaterThanOrEqual(Math.max(...axis.text.map(measure)));
  });

  it('lays short category names flat when they fit', () => {
    const tiers = ['Standard', 'Express', 'Premium'];
    const axis = categoryAxisLayout({ labels: tiers, plotWidth: PHONE, measure, sequence: false });
    expect(axis.rotate).toBe(0);
    expect(axis.shown).toEqual([0, 1, 2]);
    expect(overlapping(labelExtents(axis, PHONE, 3, measure))).toBe(0);
    expect(axis.size).toBeLessThan(AXIS_FONT_PX * 3);
  });

  it('thins out 90 days on a phone and on a laptop, never overlapping', () => {
    const days = Array.from({ length: 90 }, (_, i) => `${(i % 30) + 1} nov.`);
    for (const width of [PHONE, LAPTOP]) {
      const axis = categoryAxisLayout({ labels: days, plotWidth: width, measure, sequence: true });
      expect(axis.rotate).toBe(0);
      expect(axis.shown.length).toBeGreaterThan(1);
      expect(axis.shown.length).toBeLessThan(90);
      expect(overlapping(labelExtents(axis, width, 90, measure))).toBe(0);
    }
  });

  it('cuts a long label with an ellipsis, within the width', () => {
    const cut = fitLabel('Lancement et démarrage d’entreprise au Québec', 100, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(100);
    expect(fitLabel('Court', 100, measure)).toBe('Court');
  });
});
