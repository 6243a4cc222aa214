import { describe, expect, it, vi } from 'vitest';
import {
  TAKE_OVER_WAIT_MS,
  watchForUpdates,
  type ControllerSource,
  type WaitingWorkerSource,
} from './service-worker-update';

function fakeWorkbox({ stillWaiting = true } = {}) {
  const waiting: Array<() => void> = [];
  const workbox: WaitingWorkerSource = {
    addEventListener: (_type, listener) => waiting.push(listener),
    messageSkipWaiting: vi.fn(() => stillWaiting),
  };
  return { workbox, newVersionWaits: () => waiting.forEach((listener) => listener()) };
}

function fakeContainer(controller: unknown) {
  const changes: Array<() => void> = [];
  const container: ControllerSource = {
    controller,
    addEventListener: (_type, listener) => changes.push(listener),
  };
  return { container, controllerChanges: () => changes.forEach((listener) => listener()) };
}

/** A page under a worker, a new one announced as waiting, and the shopper's «yes» to the prompt. */
async function shopperSaysYes({ stillWaiting }: { stillWaiting: boolean }) {
  const { workbox, newVersionWaits } = fakeWorkbox({ stillWaiting });
  const { container, controllerChanges } = fakeContainer({});
  let accept: () => void = () => {};
  const reload = vi.fn();
  watchForUpdates(workbox, container, {
    ask: async (onUpdate) => {
      accept = onUpdate;
    },
    whenQuiet: async () => {},
    reload,
  });
  newVersionWaits();
  accept();
  await Promise.resolve();
  return { reload, controllerChanges };
}

describe('service worker update flow', () => {
  it('asks once; on yes tells the waiting worker to take over, then reloads once when it does', async () => {
    const { workbox, newVersionWaits } = fakeWorkbox();
    const { container, controllerChanges } = fakeContainer({});
    let accept: () => void = () => {};
    const ask = vi.fn(async (onUpdate: () => void) => {
      accept = onUpdate;
    });
    const reload = vi.fn();
    watchForUpdates(workbox, container, { ask, whenQuiet: async () => {}, reload });

    newVersionWaits();
    newVersionWaits();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    accept();
    await Promise.resolve();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    controllerChanges();
    controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on yes reloads at once when no worker waits any more (it took over before the answer)', async () => {
    const { reload, controllerChanges } = await shopperSaysYes({ stillWaiting: false });
    expect(reload).toHaveBeenCalledTimes(1);
    controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on yes reloads anyway when the new worker has not taken over after a while, and only once', async () => {
    vi.useFakeTimers();
    try {
      const { reload, controllerChanges } = await shopperSaysYes({ stillWaiting: true });
      vi.advanceTimersByTime(TAKE_OVER_WAIT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      controllerChanges();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on yes tells the waiting worker only once the page is quiet', async () => {
    const { workbox, newVersionWaits } = fakeWorkbox();
    const { container } = fakeContainer({});
    let accept: () => void = () => {};
    let quiet: () => void = () => {};
    watchForUpdates(workbox, container, {
      ask: async (onUpdate) => {
        accept = onUpdate;
      },
      whenQuiet: () => new Promise<void>((resolve) => (quiet = resolve)),
      reload: vi.fn(),
    });
    newVersionWaits();
    accept();
    await Promise.resolve();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    quiet();
    await Promise.resolve();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('on yes still tells the waiting worker when the wait for quiet fails', async () => {
    const { workbox, newVersionWaits } = fakeWorkbox();
    const { container } = fakeContainer({});
    let accept: () => void = () => {};
    watchForUpdates(workbox, container, {
      ask: async (onUpdate) => {
        accept = onUpdate;
      },
      whenQuiet: () => Promise.reject(new Error('chunk not loaded')),
      reload: vi.fn(),
    });
    newVersionWaits();
    accept();
    await Promise.resolve();
    await Promise.resolve();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('on cancel the new worker keeps waiting and the page stays', () => {
    const { workbox, newVersionWaits } = fakeWorkbox();
    const { container } = fakeContainer({});
    const reload = vi.fn();
    watchForUpdates(workbox, container, { ask: async () => {}, whenQuiet: async () => {}, reload });
    newVersionWaits();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the first worker takes a page of the first visit', () => {
    const { workbox } = fakeWorkbox();
    const { container, controllerChanges } = fakeContainer(null);
    const reload = vi.fn();
    watchForUpdates(workbox, container, { ask: async () => {}, whenQuiet: async () => {}, reload });
    controllerChanges();
    expect(reload).not.toHaveBeenCalled();
    // A later change is another version taking over (a yes in another tab): this page reloads.
    controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
