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
  reload: () => void;
}

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
      if (!workbox.messageSkipWaiting()) reloadOnce();
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
