import { yieldToBrowser } from '../../lib/yield-to-browser';

/**
 * The Ionic components every first page draws (a page's header, its content, the tab bar), made once out
 * of sight before the app's first render, one a task (docs/adr/0043). The first of a kind costs far more
 * than the next: Ionic parses its style sheet (`CSSStyleSheet.replaceSync`) when one is first connected,
 * and V8 compiles Stencil's functions on their first call. Paid here, that cost is a dozen short tasks
 * under the server's first screen instead of a part of the first render's long tasks.
 *
 * Only components without effects outside themselves are here. Not ion-app (input shims and hardware
 * back-button listeners on the document), ion-menu (it registers with the menu controller), ion-split-pane,
 * ion-router-outlet or ion-tabs (they take part in navigation): those are made by the first render.
 * Drawing them through their React wrappers as well was tried: each part was then a long task of its own.
 */
export const WARMED_UP_TAGS: readonly string[] = [
  'ion-header',
  'ion-toolbar',
  'ion-buttons',
  'ion-back-button',
  'ion-menu-button',
  'ion-title',
  'ion-content',
  'ion-button',
  'ion-icon',
  'ion-label',
  'ion-badge',
  'ion-spinner',
  'ion-tab-button',
  'ion-tab-bar',
];

/** Resolves after the browser has drawn a frame: Ionic's components render their insides on a frame. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Connects one element of each defined tag to a hidden, inert element at the end of the body, yielding to
 * the browser after each, waits for the frame in which Ionic renders them, and removes everything. Nothing
 * of it is ever shown, read by a screen reader or reachable by keyboard; a tag that is not defined (a
 * component the build left out) is skipped.
 */
export async function warmUp(tags: readonly string[] = WARMED_UP_TAGS): Promise<void> {
  const host = document.createElement('div');
  host.hidden = true;
  host.inert = true;
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  try {
    for (const tag of tags) {
      if (!customElements.get(tag)) continue;
      host.append(document.createElement(tag));
      await yieldToBrowser();
    }
    await afterNextFrame();
  } finally {
    host.remove();
  }
}
