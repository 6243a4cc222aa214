import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

/** The store's default (PasswordMinLength), used until the customer settings have loaded. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 6;

interface PasswordInput {
  password: string;
  confirm: string;
  minLength: number;
  passwordLabel: string;
  confirmLabel: string;
}

export function passwordErrors({ password, confirm, minLength, passwordLabel, confirmLabel }: PasswordInput): {
  password?: string;
  confirm?: string;
} {
  return {
    password: !password
      ? fa.validation.required(passwordLabel)
      : password.length < minLength
        ? fa.validation.passwordTooShort(toPersianDigits(minLength))
        : undefined,
    confirm: !confirm
      ? fa.validation.required(confirmLabel)
      : confirm !== password
        ? fa.validation.passwordsDiffer
        : undefined,
  };
}
