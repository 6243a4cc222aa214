import { afterEach, describe, expect, it } from 'vitest';
import { WARMED_UP_TAGS, warmUp } from './warm-up';

/** Elements that note when they are connected and where (Ionic's would parse their styles then). */
const connected: Array<{ tag: string; host: Element | null }> = [];
function defineRecorder(tag: string) {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        connected.push({ tag, host: this.parentElement });
      }
    },
  );
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  connected.length = 0;
});

describe('warmUp', () => {
  it('connects one element of each defined tag, one a task, inside a hidden and inert host', async () => {
    defineRecorder('warm-test-a');
    defineRecorder('warm-test-b');
    const done = warmUp(['warm-test-a', 'warm-test-b']);
    // The first is connected in the task that started the warm-up; the second only in a later one.
    expect(connected.map((entry) => entry.tag)).toEqual(['warm-test-a']);
    await nextTask();
    expect(connected.map((entry) => entry.tag)).toEqual(['warm-test-a', 'warm-test-b']);
    const host = connected[0]?.host as HTMLElement;
    expect(host.hidden).toBe(true);
    expect(host.inert).toBe(true);
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.parentElement).toBe(document.body);
    await done;
  });

  it('leaves nothing behind in the document', async () => {
    defineRecorder('warm-test-c');
    const before = document.body.innerHTML;
    await warmUp(['warm-test-c']);
    expect(connected).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('warm-test-c')).toBeNull();
  });

  it('skips a tag the build did not define', async () => {
    defineRecorder('warm-test-d');
    await warmUp(['warm-test-undefined', 'warm-test-d']);
    expect(connected.map((entry) => entry.tag)).toEqual(['warm-test-d']);
    expect(document.querySelector('warm-test-undefined')).toBeNull();
  });

  it('warms only components without effects outside themselves', () => {
    // ion-app, ion-menu, ion-split-pane, ion-router-outlet and ion-tabs register with the document, the
    // menu controller or navigation when connected: a stray one would act on the real app.
    for (const tag of ['ion-app', 'ion-menu', 'ion-split-pane', 'ion-router-outlet', 'ion-tabs', 'ion-nav'])
      expect(WARMED_UP_TAGS).not.toContain(tag);
  });
});
