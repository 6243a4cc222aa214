import type { LoginResponse } from '@sabad/contract';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link';
import { FormMessage, focusFirstInvalid, SubmitButton } from '@/components/form-field';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { hasErrors, normalizeIdentifier, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useLogin } from '@/features/account/api/login';
import { IdentifierField, identifierError } from './identifier-field';
import { PasswordField } from './password-field';

type Field = 'identifier' | 'password';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => Promise<void> | void }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useLogin();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: FieldErrors<Field> = {
      identifier: identifierError(identifier),
      password: !password ? fa.validation.required(fa.account.password) : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    try {
      const response = await login.mutateAsync({ Email: normalizeIdentifier(identifier), Password: password });
      await onLoggedIn(response);
    } catch {
      // the mutation's error is shown below
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label={fa.account.login}>
      <IdentifierField value={identifier} onValueChange={setIdentifier} error={errors.identifier} />
      <PasswordField
        label={fa.account.password}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      {login.isError ? <FormMessage kind="error">{apiErrorMessage(login.error)}</FormMessage> : null}
      <SubmitButton busy={login.isPending}>{fa.account.login}</SubmitButton>
      <AppLink to={paths.passwordRecovery.link()} className="form-link">
        {fa.account.forgotPassword}
      </AppLink>
    </form>
  );
}
