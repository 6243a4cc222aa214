/**
 * React's `onChange` on a text field, kept under Preact (docs/adr/0039).
 *
 * React calls a text field's `onChange` for its `input` events and also for a `change` event that
 * brings a value the field has not reported yet (a password manager or an autofill that sets the
 * value and sends only `change`; React tracks the last value it reported and skips a `change` that
 * brings nothing new). preact/compat turns `onChange` into an `input` listener only, so such a value
 * would never reach the form. This hook, run on every element before compat's own, gives the field
 * a second listener for `change` that reports the value only when it differs from the last one
 * reported, as React does. Installed once, by boot.tsx for the app and by the test setup for the
 * unit tests, before anything is rendered.
 */
// compat's own hook first, so this one goes in front of it (keepReactChangeEvents).
import 'preact/compat';
import { options, type VNode } from 'preact';

/** Input types whose `onChange` React and Preact both bind to `change` itself: nothing to add. */
const CHANGE_BOUND_TYPES = /^(file|checkbox|radio)$/i;

interface Report {
  value: string;
  /** The render whose handlers reported it (each render gives the field new handlers). */
  render: object;
}

/** The last value each field reported to its `onChange`, and from which render. */
const reports = new WeakMap<EventTarget, Report>();

type ChangeHandler = (event: Event) => void;

interface FieldProps {
  type?: string;
  value?: unknown;
  onChange?: ChangeHandler;
  onChangeCapture?: ChangeHandler;
}

function valueOf(target: EventTarget | null): string | undefined {
  return target && 'value' in target && typeof target.value === 'string' ? target.value : undefined;
}

function keepReactChange(vnode: VNode): void {
  if (vnode.type !== 'input' && vnode.type !== 'textarea') return;
  const props = vnode.props as FieldProps;
  const onChange = props.onChange;
  if (typeof onChange !== 'function' || props.onChangeCapture || CHANGE_BOUND_TYPES.test(props.type ?? '')) return;
  const render = {};
  const controlled = props.value !== undefined && props.value !== null;
  /**
   * Whether the page already has `value`: a controlled field's value as this render draws it (so a field the page
   * cleared reports a value again), or the value reported since this render (typing's `input` and the `change`
   * a browser sends right after it, before the page has drawn it again), or an uncontrolled field's last report.
   */
  const known = (field: EventTarget, value: string) => {
    if (controlled && String(props.value) === value) return true;
    const report = reports.get(field);
    return report?.value === value && (!controlled || report.render === render);
  };
  // compat binds this one to `input`.
  props.onChange = (event) => {
    const value = valueOf(event.currentTarget);
    if (event.currentTarget && value !== undefined) reports.set(event.currentTarget, { value, render });
    onChange(event);
  };
  // `…Capture` on the field itself: a listener for `change` that compat leaves as it is.
  props.onChangeCapture = (event) => {
    const field = event.currentTarget;
    const value = valueOf(field);
    if (!field || value === undefined || known(field, value)) return;
    reports.set(field, { value, render });
    onChange(event);
  };
}

let installed = false;

/** Adds the hook in front of preact/compat's (which runs when compat is imported, before this). */
export function keepReactChangeEvents(): void {
  if (installed) return;
  installed = true;
  // Preact's option hooks are plain functions called without `this`.
  const next: ((vnode: VNode) => void) | undefined = options.vnode?.bind(options);
  options.vnode = (vnode) => {
    keepReactChange(vnode);
    next?.(vnode);
  };
}
