import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from '@/components/form-field';
import * as fa from '@/strings/fa';
import './password-field.css';

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'autoComplete'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
}

/** Passwords are typed left to right whatever the page direction. */
export function PasswordField({ label, value, onValueChange, hint, error, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="password-field" dir="ltr">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          dir="ltr"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={visible ? fa.account.hidePassword : fa.account.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <IonIcon icon={visible ? eyeOffOutline : eyeOutline} aria-hidden="true" />
        </button>
      </div>
    </FieldFrame>
  );
}
