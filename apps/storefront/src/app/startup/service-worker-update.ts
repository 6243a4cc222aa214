export interface WaitingWorkerSource {
  addEventListener(type: 'waiting', listener: () => void): void;
  messageSkipWaiting(): void;
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
