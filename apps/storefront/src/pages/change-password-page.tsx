import { IonContent, IonPage } from '@ionic/react';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useChangePassword } from '@/features/account/api/change-password';
import { useCustomerSettings } from '@/features/account/api/get-customer-settings';
import { PasswordField } from '@/features/account/components/password-field';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordErrors } from '@/features/account/components/password-rules';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { apiErrorMessage } from '@/lib/api-error-message';
import { hasErrors, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';

type Field = 'old' | 'password' | 'confirm';

export default function ChangePasswordPage() {
  useSignedInCustomer();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = useChangePassword();
  const minLength = useCustomerSettings().data?.PasswordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      old: old ? undefined : fa.validation.required(fa.account.oldPassword),
      ...passwordErrors({
        password,
        confirm,
        minLength,
        passwordLabel: fa.account.newPassword,
        confirmLabel: fa.account.confirmNewPassword,
      }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await change.mutateAsync({ OldPassword: old, NewPassword: password, ConfirmNewPassword: confirm });
      setOld('');
      setPassword('');
      setConfirm('');
    } catch {
      // shown below
    }
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.changePassword} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <PasswordField
            label={fa.account.oldPassword}
            value={old}
            onValueChange={setOld}
            error={errors.old}
            autoComplete="current-password"
          />
          <PasswordField
            label={fa.account.newPassword}
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            label={fa.account.confirmNewPassword}
            value={confirm}
            onValueChange={setConfirm}
            error={errors.confirm}
            autoComplete="new-password"
          />
          {change.isError ? <FormMessage kind="error">{apiErrorMessage(change.error)}</FormMessage> : null}
          {change.isSuccess ? (
            <FormMessage kind="success">{change.data.Message ?? fa.profile.saved}</FormMessage>
          ) : null}
          <SubmitButton busy={change.isPending}>{fa.account.changePassword}</SubmitButton>
        </form>
      </IonContent>
    </IonPage>
  );
}
