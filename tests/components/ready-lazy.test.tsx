// @vitest-environment happy-dom
// readyLazy: a lazily loaded screen whose code has already arrived renders in the same commit,
// without showing its Suspense fallback. Plain React.lazy suspends on its first render even then,
// and the fallback it commits makes React hold every boundary's reveal back by 300 ms.
import { act, render } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from '../../web/src/lib/app-lazy';

const Screen = () => <p>the screen</p>;
const load = () => Promise.resolve({ default: Screen as ComponentType<object> });

/** What the first commit shows, with no time for any promise to settle. */
function firstCommit(Lazy: ComponentType<object>): string {
  const seen: string[] = [];
  const { container, unmount } = render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );
  seen.push(container.textContent ?? '');
  unmount();
  return seen[0] ?? '';
}

describe('readyLazy', () => {
  it('renders a preloaded module in the first commit, with no fallback', async () => {
    const Lazy = readyLazy(load);
    await act(async () => {
      Lazy.preload();
      await Promise.resolve();
    });
    expect(firstCommit(Lazy)).toBe('the screen');
  });

  it('shows the fallback while the module has not arrived, then the screen', async () => {
    let arrive: (m: { default: ComponentType<object> }) => void = () => undefined;
    const Lazy = readyLazy(() => new Promise<{ default: ComponentType<object> }>((resolve) => (arrive = resolve)));
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(container.textContent).toBe('loading');
    await act(async () => arrive({ default: Screen as ComponentType<object> }));
    expect(container.textContent).toBe('the screen');
  });

  it('(the reason) plain React.lazy shows its fallback first even when the module is ready', async () => {
    const Plain = lazy(load);
    await act(async () => {
      await load();
    });
    expect(firstCommit(Plain)).toBe('loading');
  });

  it('a failed load is tried again on the next preload', async () => {
    let calls = 0;
    const Lazy = readyLazy(() => (++calls === 1 ? Promise.reject(new Error('offline')) : load()));
    await act(async () => {
      Lazy.preload();
      await Promise.resolve();
    });
    await act(async () => {
      Lazy.preload();
      await Promise.resolve();
    });
    expect(calls).toBe(2);
    expect(firstCommit(Lazy)).toBe('the screen');
  });
});
