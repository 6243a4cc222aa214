import { IonButton, IonContent, IonPage } from '@ionic/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { FormMessage, SubmitButton } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useConfirmPasswordRecovery } from '@/features/account/api/confirm-password-recovery';
import { useCustomerSettings } from '@/features/account/api/get-customer-settings';
import { PasswordField } from '@/features/account/components/password-field';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordErrors } from '@/features/account/components/password-rules';
import { apiErrorMessage } from '@/lib/api-error-message';
import { hasErrors, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';

type Field = 'password' | 'confirm';

/** Sets a new password with the one-time ticket the recovery code gave, then leads to the login. */
export default function ResetPasswordPage() {
  const params = new URLSearchParams(useLocation().search);
  const emailMobile = params.get('emailMobile') ?? '';
  const ticket = params.get('ticket') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = useConfirmPasswordRecovery();
  const minLength = useCustomerSettings().data?.PasswordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors({
      password,
      confirm,
      minLength,
      passwordLabel: fa.account.newPassword,
      confirmLabel: fa.account.confirmNewPassword,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await reset.mutateAsync({
        EmailMobile: emailMobile,
        ResetTicket: ticket,
        NewPassword: password,
        ConfirmNewPassword: confirm,
      });
    } catch {
      // shown below
    }
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.resetPassword} backHref={paths.login.link()} />
      <IonContent className="ion-padding">
        {!emailMobile || !ticket ? (
          <div className="state-message">
            <p>{fa.account.missingTicket}</p>
            <IonButton routerLink={paths.passwordRecovery.link()} routerDirection="root">
              {fa.pages.passwordRecovery}
            </IonButton>
          </div>
        ) : reset.isSuccess ? (
          <div className="state-message" role="status">
            <p>{reset.data.Message}</p>
            <IonButton routerLink={paths.login.link()} routerDirection="root">
              {fa.account.backToLogin}
            </IonButton>
          </div>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
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
            {reset.isError ? <FormMessage kind="error">{apiErrorMessage(reset.error)}</FormMessage> : null}
            <SubmitButton busy={reset.isPending}>{fa.account.savePassword}</SubmitButton>
          </form>
        )}
      </IonContent>
    </IonPage>
  );
}
