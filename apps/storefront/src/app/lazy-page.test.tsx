import { act, render, screen } from '@testing-library/react';
import { cloneElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadablePage } from './lazy-page';

/** A page whose every mount is counted, with a state of its own that a remount would lose. */
function countingPage() {
  let mounts = 0;
  function Page() {
    const [mountNumber] = useState(() => (mounts += 1));
    return <p>page, mount {mountNumber}</p>;
  }
  let resolveLoad: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    resolveLoad = resolve;
  });
  const page = preloadablePage(() => loaded.then(() => ({ default: Page })));
  return { page, resolveLoad, mounts: () => mounts };
}

describe('preloadablePage', () => {
  it('draws a page fetched ahead of time in the first render, without a spinner first', async () => {
    const { page, resolveLoad } = countingPage();
    resolveLoad();
    await page.preload();
    render(page.element);
    // Synchronously there: no Suspense fallback was committed before it.
    expect(screen.getByText('page, mount 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner until a page not fetched ahead arrives, and does not mount it afresh on a later render', async () => {
    const { page, resolveLoad, mounts } = countingPage();
    const { rerender } = render(<div>{page.element}</div>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      resolveLoad();
      await page.preload();
    });
    expect(await screen.findByText('page, mount 1')).toBeInTheDocument();
    // A render of it after the chunk has arrived (Ionic's outlet clones its views' elements) keeps the same page.
    rerender(<div>{cloneElement(page.element)}</div>);
    expect(screen.getByText('page, mount 1')).toBeInTheDocument();
    expect(mounts()).toBe(1);
  });
});
