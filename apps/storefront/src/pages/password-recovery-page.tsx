import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import type { CodeSent } from '@sabad/contract';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { resendPasswordRecoveryCode } from '@/features/account/api/resend-password-recovery-code';
import { useSendPasswordRecoveryCode } from '@/features/account/api/send-password-recovery-code';
import { verifyPasswordRecoveryCode } from '@/features/account/api/verify-password-recovery-code';
import { CodeEntry } from '@/features/account/components/code-entry';
import { IdentifierField, identifierError } from '@/features/account/components/identifier-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { normalizeIdentifier } from '@/lib/validation';
import * as fa from '@/strings/fa';

/** Password recovery: the email or mobile number, then the code sent to it (with its countdown), then reset-password. */
export default function PasswordRecoveryPage() {
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ emailMobile: string; answer: CodeSent } | null>(null);
  const send = useSendPasswordRecoveryCode();
  const router = useIonRouter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = identifierError(identifier);
    setError(found);
    if (found) return;
    const emailMobile = normalizeIdentifier(identifier);
    try {
      setSent({ emailMobile, answer: await send.mutateAsync(emailMobile) });
    } catch {
      // shown below
    }
  };

  const verify = async (code: string) => {
    if (!sent) return;
    const { ResetTicket } = await verifyPasswordRecoveryCode({ EmailMobile: sent.emailMobile, Token: code });
    router.push(paths.resetPassword.link({ emailMobile: sent.emailMobile, ticket: ResetTicket }), 'forward', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.passwordRecovery} backHref={paths.login.link()} />
      <IonContent className="ion-padding">
        {sent ? (
          <>
            <FormMessage kind="success">{sent.answer.Message}</FormMessage>
            <CodeEntry
              key={sent.emailMobile}
              sentTo={sent.emailMobile}
              expiresInSeconds={sent.answer.ExpiresInSeconds}
              onVerify={verify}
              onResend={async () => (await resendPasswordRecoveryCode(sent.emailMobile)).ExpiresInSeconds}
            />
          </>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p>{fa.account.recoveryIntro}</p>
            <IdentifierField value={identifier} onValueChange={setIdentifier} error={error} />
            {send.isError ? <FormMessage kind="error">{apiErrorMessage(send.error)}</FormMessage> : null}
            <SubmitButton busy={send.isPending}>{fa.account.sendRecoveryCode}</SubmitButton>
          </form>
        )}
      </IonContent>
    </IonPage>
  );
}
