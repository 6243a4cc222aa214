import { TextField } from '@/components/form-field';
import { isEmailOrMobile } from '@/lib/validation';
import * as fa from '@/strings/fa';

export function identifierError(identifier: string): string | undefined {
  if (!identifier.trim()) return fa.validation.required(fa.account.emailOrMobile);
  return isEmailOrMobile(identifier) ? undefined : fa.validation.emailOrMobile;
}

export function IdentifierField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={fa.account.emailOrMobile}
      hint={fa.account.emailOrMobileHint}
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoComplete="username"
      dir="ltr"
    />
  );
}
