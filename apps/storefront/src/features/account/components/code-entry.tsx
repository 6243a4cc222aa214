import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import { isVerificationCode } from '@/lib/validation';
import { toLatinDigits } from '@sabad/contract';
import * as fa from '@/strings/fa';
import { useCountdown } from '@/features/account/hooks/use-countdown';

interface CodeEntryProps {
  sentTo: string;
  expiresInSeconds: number;
  onVerify: (code: string) => Promise<unknown>;
  onResend: () => Promise<number>;
}

const clock = (seconds: number) =>
  toPersianDigits(`${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`);

export function CodeEntry({ sentTo, expiresInSeconds, onVerify, onResend }: CodeEntryProps) {
  const { secondsLeft, start } = useCountdown(expiresInSeconds);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    setNotice(undefined);
    if (!isVerificationCode(code)) {
      setFieldError(code.trim() ? fa.validation.code : fa.validation.required(fa.account.code));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await onVerify(toLatinDigits(code).trim());
    } catch (error) {
      setServerError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setServerError(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      start(await onResend());
      setCode('');
      setNotice(fa.account.codeResent);
    } catch (error) {
      setServerError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{fa.account.codeSentTo(toPersianDigits(sentTo))}</p>
      <TextField
        label={fa.account.code}
        hint={fa.account.codeHint}
        value={code}
        onValueChange={setCode}
        error={fieldError}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
      />
      <p className="countdown" role="timer" aria-live="off">
        {secondsLeft > 0 ? fa.account.timeLeft(clock(secondsLeft)) : fa.account.codeExpired}
      </p>
      {serverError ? <FormMessage kind="error">{serverError}</FormMessage> : null}
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      <SubmitButton busy={busy}>{fa.account.verify}</SubmitButton>
      <button
        type="button"
        className="form-button form-button--secondary"
        disabled={secondsLeft > 0 || busy}
        onClick={() => void resend()}
      >
        {fa.account.resend}
      </button>
    </form>
  );
}
