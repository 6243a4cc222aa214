export interface WaitingWorkerSource {
  addEventListener(type: 'waiting', listener: () => void): void;
  /** Tells the waiting worker to take over; false when none waits any more (it took over, or was replaced). */
  messageSkipWaiting(): boolean;
}

export interface ControllerSource {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface UpdateFlowDeps {
  ask: (onUpdate: () => void) => Promise<void>;
  /**
   * Resolves once the page has no request under way. Chromium stops the old worker to hand over to the
   * new one; a request of the page's (a picture, a font, an API call) that reaches it while it stops
   * starts it again, and the hand-over then never happens, not even on a reload, whose navigation can
   * hang. So the waiting worker is told to take over only when the page is quiet.
   */
  whenQuiet: () => Promise<void>;
  reload: () => void;
}

/**
 * How long a «yes» waits for the new worker to take over before the page reloads anyway; the page that
 * loads runs one version whole, and asks again if it must.
 */
export const TAKE_OVER_WAIT_MS = 5_000;

/** Reloads once whenever the controlling worker changes, so no page runs one version's code with another's chunks. */
export function watchForUpdates(workbox: WaitingWorkerSource, container: ControllerSource, deps: UpdateFlowDeps) {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    deps.reload();
  };

  let asked = false;
  workbox.addEventListener('waiting', () => {
    if (asked) return;
    asked = true;
    // A «yes» always ends on the new version: with no worker left waiting, the page just reloads.
    void deps.ask(() => {
      const tell = () => {
        if (!workbox.messageSkipWaiting()) reloadOnce();
        else setTimeout(reloadOnce, TAKE_OVER_WAIT_MS);
      };
      // Should the wait itself fail (its chunk not loaded), the worker is told at once rather than never.
      void deps.whenQuiet().then(tell, tell);
    });
  });

  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    reloadOnce();
  });
}
