import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as fa from '@/strings/fa';
import { updateQuestion } from './update-question';
import './update-prompt.css';

/**
 * The update prompt (spec §8): a native modal <dialog>, which traps focus, hides the page from
 * assistive technology and answers Escape as «لغو» by itself. Not ion-alert: its implementation is
 * shared with ion-select, which @ionic/react's index imports, so it sat in every first load.
 */
export function UpdatePrompt() {
  const asked = useSyncExternalStore(updateQuestion.subscribe, updateQuestion.isOpen, updateQuestion.isOpen);
  return asked ? <UpdateDialog /> : null;
}

function UpdateDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="update-prompt"
      aria-labelledby="update-prompt-title"
      aria-describedby="update-prompt-message"
      onCancel={(event) => {
        event.preventDefault();
        updateQuestion.answer(false);
      }}
    >
      <h2 id="update-prompt-title">{fa.update.title}</h2>
      <p id="update-prompt-message">{fa.update.message}</p>
      <div className="update-prompt-buttons">
        <button type="button" onClick={() => updateQuestion.answer(true)}>
          {fa.update.update}
        </button>
        <button type="button" onClick={() => updateQuestion.answer(false)}>
          {fa.update.cancel}
        </button>
      </div>
    </dialog>
  );
}
