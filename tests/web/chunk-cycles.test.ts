// The production build fails when chunks import each other in a cycle (web/chunk-cycles.ts): a
// chunk grouping once made two domain-schema chunks do so, and a screen crashed on load.
import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../web/chunk-cycles';

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports });

describe('chunkCycle', () => {
  it('finds two chunks importing each other, through others too', () => {
    expect(chunkCycle([chunk('entry.js', 'a.js'), chunk('a.js', 'b.js'), chunk('b.js', 'a.js')])).toEqual([
      'a.js',
      'b.js',
      'a.js',
    ]);
    expect(
      chunkCycle([chunk('a.js', 'b.js'), chunk('b.js', 'c.js'), chunk('c.js', 'core.js', 'a.js'), chunk('core.js')]),
    ).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('accepts shared chunks imported from many places, and imports of files outside the bundle', () => {
    expect(
      chunkCycle([
        chunk('entry.js', 'core.js', 'shared.js'),
        chunk('page.js', 'shared.js', 'core.js'),
        chunk('shared.js', 'core.js', 'external.js'),
        chunk('core.js'),
      ]),
    ).toBeNull();
  });
});
