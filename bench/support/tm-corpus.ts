// A deterministic bilingual corpus for the translation-memory bench: sentences of 6 to 24 words
// drawn from a Zipf-distributed vocabulary per language (so common words crowd the index as they
// do in real text), paired one to one.
import type { MemoryPair } from '@tasklane/domain';

let seed = 7;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const EN_COMMON = 'the of and to a in is for on with our you your we are at from this that by it be as all'.split(' ');
const FR_COMMON = 'le la les de des du et à un une en pour sur avec notre nos vous votre est sont au par ce qui'.split(
  ' ',
);

function vocabulary(common: string[], prefix: string, size: number): string[] {
  return [...common, ...Array.from({ length: size }, (_, i) => `${prefix}${i.toString(36)}`)];
}
const EN = vocabulary(EN_COMMON, 'w', 8_000);
const FR = vocabulary(FR_COMMON, 'm', 9_000);

/** Zipf-like: rank r is drawn with weight about 1 / (r + 1). */
function zipf(words: string[]): string {
  const r = Math.floor(Math.exp(rand() * Math.log(words.length + 1))) - 1;
  return words[Math.min(words.length - 1, Math.max(0, r))]!;
}

function sentence(words: string[], n: number): string {
  const w = Array.from({ length: n }, () => zipf(words));
  w[0] = w[0]![0]!.toUpperCase() + w[0]!.slice(1);
  return `${w.join(' ')}.`;
}

export function corpus(size: number): MemoryPair[] {
  return Array.from({ length: size }, (_, i) => {
    const n = 6 + Math.floor(rand() * 19);
    return { id: `p${i}`, en: sentence(EN, n), fr: sentence(FR, Math.round(n * 1.15)), approved: true };
  });
}

/**
 * An 800-word English source of about 50 sentences: a third copied from the memory, a third
 * edited by one or two words (close), a third new.
 */
export function source(pairs: MemoryPair[]): string {
  const out: string[] = [];
  let words = 0;
  for (let k = 0; words < 800; k++) {
    const p = pairs[Math.floor(rand() * pairs.length)]!;
    if (k % 3 === 0) out.push(p.en);
    else if (k % 3 === 1) {
      const w = p.en.split(' ');
      w[Math.floor(rand() * w.length)] = 'changed';
      out.push(w.join(' '));
    } else out.push(sentence(EN, 16));
    words += out.at(-1)!.split(' ').length;
  }
  return out.join(' ');
}
