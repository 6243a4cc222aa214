import type { RegistrationStarted } from '@sabad/contract';
import { useState, type FormEvent } from 'react';
import { FormMessage, focusFirstInvalid, SubmitButton } from '../../../components/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { toPersianDigits } from '../../../lib/format';
import { hasErrors, normalizeIdentifier, type FieldErrors } from '../../../lib/validation';
import * as fa from '../../../strings/fa';
import { useCustomerSettings } from '../api/get-customer-settings';
import { useRegister } from '../api/register';
import { IdentifierField, identifierError } from './identifier-field';
import { PasswordField } from './password-field';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordErrors } from './password-rules';

type Field = 'identifier' | 'password' | 'confirm';

export function RegisterForm({ onStarted }: { onStarted: (identifier: string, answer: RegistrationStarted) => void }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const register = useRegister();
  const minLength = useCustomerSettings().data?.PasswordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: FieldErrors<Field> = {
      identifier: identifierError(identifier),
      ...passwordErrors({
        password,
        confirm,
        minLength,
        passwordLabel: fa.account.password,
        confirmLabel: fa.account.confirmPassword,
      }),
    };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    const email = normalizeIdentifier(identifier);
    try {
      onStarted(email, await register.mutateAsync({ Email: email, Password: password }));
    } catch {
      // the mutation's error is shown below
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label={fa.account.register}>
      <IdentifierField value={identifier} onValueChange={setIdentifier} error={errors.identifier} />
      <PasswordField
        label={fa.account.password}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        hint={fa.validation.passwordTooShort(toPersianDigits(minLength))}
        autoComplete="new-password"
      />
      <PasswordField
        label={fa.account.confirmPassword}
        value={confirm}
        onValueChange={setConfirm}
        error={errors.confirm}
        autoComplete="new-password"
      />
      {register.isError ? <FormMessage kind="error">{apiErrorMessage(register.error)}</FormMessage> : null}
      <SubmitButton busy={register.isPending}>{fa.account.register}</SubmitButton>
    </form>
  );
}
