import { useId, useState, type FormEvent } from 'react';
import * as fa from '@/strings/fa';

export function ManualEntry({ onSubmit, busy }: { onSubmit: (text: string) => void; busy: boolean }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setEmpty(!value);
    if (value) onSubmit(value);
  };

  return (
    <form className="scanner-manual" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{fa.scanner.manualLabel}</label>
      <input
        id={inputId}
        dir="ltr"
        type="text"
        inputMode="url"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={empty}
        aria-describedby={empty ? errorId : undefined}
      />
      {empty ? (
        <p id={errorId} className="scanner-manual__error">
          {fa.scanner.emptyEntry}
        </p>
      ) : null}
      <button type="submit" className="form-button" disabled={busy}>
        {fa.scanner.open}
      </button>
    </form>
  );
}
