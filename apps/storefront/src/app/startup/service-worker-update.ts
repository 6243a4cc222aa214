/** The parts of workbox-window's Workbox the update flow uses. */
export interface WaitingWorkerSource {
  addEventListener(type: 'waiting', listener: () => void): void;
  messageSkipWaiting(): void;
}

/** The parts of navigator.serviceWorker the update flow uses. */
export interface ControllerSource {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface UpdateFlowDeps {
  /** Shows the update prompt (docs/product.md §8 wording); `onUpdate` runs on the update button. */
  ask: (onUpdate: () => void) => Promise<void>;
  reload: () => void;
}

/**
 * docs/architecture.md "Offline and updates": a new version's worker waits; the shopper is asked once per
 * page load, and on yes the worker is told to take over (SKIP_WAITING). Whenever the worker controlling this
 * page changes (after the yes, or after a yes in another tab), the page reloads once, so no page runs one
 * version's code with another version's chunks. The first worker taking an uncontrolled page (the first
 * visit) is not a version change and does not reload.
 */
export function watchForUpdates(workbox: WaitingWorkerSource, container: ControllerSource, deps: UpdateFlowDeps) {
  let asked = false;
  workbox.addEventListener('waiting', () => {
    if (asked) return;
    asked = true;
    void deps.ask(() => workbox.messageSkipWaiting());
  });

  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    deps.reload();
  });
}
