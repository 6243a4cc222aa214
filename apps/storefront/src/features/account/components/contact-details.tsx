import type { CustomerInfo } from '@sabad/contract';
import { toLatinDigits } from '@sabad/contract';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import { isEmailOrMobile, normalizeIdentifier, normalizeMobile } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { startContactChange, useVerifyContactChange } from '@/features/account/api/change-contact';
import { CodeEntry } from './code-entry';
import './contact-details.css';

type ContactKind = 'email' | 'mobile';

const labels = {
  email: {
    current: fa.profile.email,
    next: fa.profile.newEmail,
    change: fa.profile.changeEmail,
    changed: fa.profile.emailChanged,
  },
  mobile: {
    current: fa.profile.mobile,
    next: fa.profile.newMobile,
    change: fa.profile.changeMobile,
    changed: fa.profile.mobileChanged,
  },
} as const;

export function contactError(kind: ContactKind, value: string, current: string | null): string | undefined {
  const text = toLatinDigits(value).trim();
  if (!text) return fa.validation.required(labels[kind].next);
  if (kind === 'email') {
    if (!text.includes('@') || !isEmailOrMobile(text)) return fa.validation.email;
    return text.toLowerCase() === current ? fa.profile.sameContact : undefined;
  }
  const mobile = normalizeMobile(text);
  if (!mobile) return fa.validation.mobile;
  return mobile === current ? fa.profile.sameContact : undefined;
}

interface CodeStep {
  emailMobile: string;
  sentTo: string;
  expiresInSeconds: number;
}

function ContactChangeForm({
  kind,
  current,
  onDone,
  onCancel,
}: {
  kind: ContactKind;
  current: string | null;
  onDone: (info: CustomerInfo) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<CodeStep | null>(null);
  const verify = useVerifyContactChange();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const found = contactError(kind, value, current);
    setError(found);
    if (found) return;
    const emailMobile = kind === 'mobile' ? (normalizeMobile(value) ?? '') : normalizeIdentifier(value).toLowerCase();
    setBusy(true);
    try {
      const started = await startContactChange({ EmailMobile: emailMobile });
      setStep({ emailMobile, sentTo: started.SentTo, expiresInSeconds: started.ExpiresInSeconds });
    } catch (failure) {
      setServerError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (step) {
    return (
      <div className="contact-change" role="group" aria-label={labels[kind].change}>
        <CodeEntry
          key={step.emailMobile}
          sentTo={step.sentTo}
          expiresInSeconds={step.expiresInSeconds}
          onVerify={async (code) => onDone(await verify({ EmailMobile: step.emailMobile, Token: code }))}
          onResend={async () => (await startContactChange({ EmailMobile: step.emailMobile })).ExpiresInSeconds}
        />
        <button type="button" className="form-link contact-change__cancel" onClick={onCancel}>
          {fa.profile.cancel}
        </button>
      </div>
    );
  }

  return (
    <form
      className="form contact-change"
      aria-label={labels[kind].change}
      onSubmit={(event) => void send(event)}
      noValidate
    >
      <p className="contact-change__intro">{fa.profile.contactChangeIntro}</p>
      <TextField
        label={labels[kind].next}
        hint={kind === 'email' ? 'name@example.com' : '۰۹۱۲۱۲۳۴۵۶۷'}
        value={value}
        onValueChange={setValue}
        error={error}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        dir="ltr"
        autoFocus
      />
      {serverError ? <FormMessage kind="error">{serverError}</FormMessage> : null}
      <SubmitButton busy={busy}>{fa.profile.sendCode}</SubmitButton>
      <button type="button" className="form-button form-button--secondary" onClick={onCancel}>
        {fa.profile.cancel}
      </button>
    </form>
  );
}

export function ContactDetails({ info }: { info: CustomerInfo }) {
  const [editing, setEditing] = useState<ContactKind | null>(null);
  const [changed, setChanged] = useState<ContactKind | null>(null);

  const row = (kind: ContactKind, value: string | null) => (
    <div className="contact-details__row">
      <div className="contact-details__text">
        <span className="contact-details__label">{labels[kind].current}</span>
        <bdi className="contact-details__value" dir="ltr">
          {value ? (kind === 'mobile' ? toPersianDigits(value) : value) : fa.profile.notSet}
        </bdi>
      </div>
      {editing === kind ? null : (
        <button
          type="button"
          className="contact-details__change"
          aria-label={labels[kind].change}
          onClick={() => {
            setChanged(null);
            setEditing(kind);
          }}
        >
          {fa.profile.change}
        </button>
      )}
    </div>
  );

  return (
    <section className="contact-details" aria-label={`${fa.profile.email} / ${fa.profile.mobile}`}>
      {(['email', 'mobile'] as const).map((kind) => (
        <div key={kind}>
          {row(kind, kind === 'email' ? info.Email : info.Mobile)}
          {editing === kind ? (
            <ContactChangeForm
              kind={kind}
              current={kind === 'email' ? info.Email : info.Mobile}
              onCancel={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                setChanged(kind);
              }}
            />
          ) : null}
        </div>
      ))}
      {changed ? <FormMessage kind="success">{labels[changed].changed}</FormMessage> : null}
    </section>
  );
}
