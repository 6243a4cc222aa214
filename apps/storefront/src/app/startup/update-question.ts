/**
 * The update question, asked from outside React (the service worker's watcher, the native version
 * check) and answered by <UpdatePrompt/> in the shell. One question at a time: a second ask while
 * one is open replaces nothing and resolves when the open one is answered.
 */
interface OpenQuestion {
  onUpdate: () => void;
  answered: Promise<void>;
  resolve: () => void;
}

let open: OpenQuestion | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const updateQuestion = {
  /** Shows the prompt; `onUpdate` runs if the shopper says «به روز رسانی». Resolves once they answer. */
  ask: (onUpdate: () => void): Promise<void> => {
    if (open) return open.answered;
    let resolve = () => {};
    const answered = new Promise<void>((done) => (resolve = done));
    open = { onUpdate, answered, resolve };
    notify();
    return answered;
  },
  answer: (update: boolean): void => {
    const question = open;
    if (!question) return;
    open = null;
    notify();
    if (update) question.onUpdate();
    question.resolve();
  },
  isOpen: (): boolean => open !== null,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
