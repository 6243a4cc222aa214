import type { RegistrationStarted } from '@sabad/contract';
import { PERSON_NAME_MAX } from '@sabad/contract/constants';
import { useState, type FormEvent } from 'react';
import { FormMessage, focusFirstInvalid, SubmitButton, TextField } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import { hasErrors, normalizeIdentifier, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useCustomerSettings } from '@/features/account/api/get-customer-settings';
import { useRegister } from '@/features/account/api/register';
import { IdentifierField, identifierError } from './identifier-field';
import { PasswordField } from './password-field';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordErrors } from './password-rules';

type Field = 'firstName' | 'lastName' | 'identifier' | 'password' | 'confirm';

function nameError(value: string, label: string, required: boolean): string | undefined {
  const name = value.trim();
  if (required && !name) return fa.validation.required(label);
  if (name.length > PERSON_NAME_MAX) return fa.account.nameTooLong(label, toPersianDigits(PERSON_NAME_MAX));
  return undefined;
}

export function RegisterForm({ onStarted }: { onStarted: (identifier: string, answer: RegistrationStarted) => void }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const register = useRegister();
  const settings = useCustomerSettings().data;
  const minLength = settings?.PasswordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  // Until the settings arrive the names count as required, the store's default; the API has the last word.
  const firstNameRequired = settings?.FirstNameRequired ?? true;
  const lastNameRequired = settings?.LastNameRequired ?? true;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: FieldErrors<Field> = {
      firstName: nameError(firstName, fa.account.firstName, firstNameRequired),
      lastName: nameError(lastName, fa.account.lastName, lastNameRequired),
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
      const names = { FirstName: firstName.trim(), LastName: lastName.trim() };
      onStarted(email, await register.mutateAsync({ Email: email, Password: password, ...names }));
    } catch {
      // the mutation's error is shown below
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label={fa.account.register}>
      <TextField
        label={firstNameRequired ? fa.account.requiredField(fa.account.firstName) : fa.account.firstName}
        value={firstName}
        onValueChange={setFirstName}
        error={errors.firstName}
        required={firstNameRequired}
        maxLength={PERSON_NAME_MAX}
        autoComplete="given-name"
      />
      <TextField
        label={lastNameRequired ? fa.account.requiredField(fa.account.lastName) : fa.account.lastName}
        value={lastName}
        onValueChange={setLastName}
        error={errors.lastName}
        required={lastNameRequired}
        maxLength={PERSON_NAME_MAX}
        autoComplete="family-name"
      />
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
