import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import './code-box.css';

export interface AppliedCode {
  Id: number;
  CouponCode: string;
  Amount: string;
}

export type CodeChange = { done: true } | { done: false; message: string | null };

export function CodeBox(props: {
  title: string;
  inputLabel: string;
  applyLabel: string;
  removeLabel: (code: string) => string;
  applied: readonly AppliedCode[];
  applying: boolean;
  onApply: (code: string) => Promise<CodeChange>;
  onRemove: (id: number) => Promise<CodeChange>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setMessage(null);
    const change = await props.onApply(trimmed);
    if (change.done) setCode('');
    else setMessage(change.message);
  };

  return (
    <section className="code-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {props.title}
      </h2>
      <form className="code-box__form" onSubmit={(event) => void submit(event)}>
        <input
          aria-label={props.inputLabel}
          className="code-box__input"
          dir="ltr"
          autoComplete="off"
          placeholder={props.inputLabel}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <IonButton type="submit" disabled={props.applying || code.trim() === ''}>
          {props.applyLabel}
        </IonButton>
      </form>
      {message ? (
        <p className="code-box__notice" role="alert">
          {message}
        </p>
      ) : null}
      {props.applied.length > 0 ? (
        <ul className="code-box__applied">
          {props.applied.map((applied) => (
            <li key={applied.Id}>
              <bdi dir="ltr">{applied.CouponCode}</bdi>
              <span>{applied.Amount}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={props.removeLabel(applied.CouponCode)}
                onClick={() =>
                  void props.onRemove(applied.Id).then((change) => setMessage(change.done ? null : change.message))
                }
              >
                <IonIcon icon={closeCircleOutline} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
