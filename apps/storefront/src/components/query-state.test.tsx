import type { UseQueryResult } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leaveActEnvironment } from '@/test/outside-act';
import { QueryState } from './query-state';

let returnToAct: () => void;
beforeAll(() => {
  returnToAct = leaveActEnvironment();
});
afterAll(() => returnToAct());

const pending = { isPending: true, isError: false, data: undefined } as unknown as UseQueryResult<string>;
const answered = (data: string) => ({ isPending: false, isError: false, data }) as unknown as UseQueryResult<string>;

let root: Root | null = null;
let container: HTMLDivElement;
function show(query: UseQueryResult<string>) {
  container ??= document.createElement('div');
  root ??= createRoot(container);
  // flushSync: an urgent render, as useSyncExternalStore renders a query's answer.
  flushSync(() => root?.render(<QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>));
}
afterEach(() => {
  root?.unmount();
  root = null;
});

describe('QueryState', () => {
  it('draws an answer that arrives in a deferred render of its own, not in the urgent one that brought it', async () => {
    show(pending);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    show(answered('محتوای صفحه'));
    expect(container.textContent).not.toContain('محتوای صفحه');
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(container.textContent).toContain('محتوای صفحه'));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('draws an answer already there at once, and a later answer in the same render', () => {
    show(answered('از پیش'));
    expect(container.textContent).toBe('از پیش');
    show(answered('تازه'));
    expect(container.textContent).toBe('تازه');
  });
});
