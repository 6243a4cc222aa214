import type { ContactUsRequest } from '@sabad/contract';
import {
  CONTACT_ENQUIRY_MAX,
  CONTACT_ENQUIRY_MIN,
  CONTACT_FULL_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '@sabad/contract/constants';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextAreaField, TextField, focusFirstInvalid } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatNumber } from '@/lib/format';
import { hasErrors, isEmailOrMobile, normalizeIdentifier, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';

type Field = keyof ContactUsRequest;

function validate(message: ContactUsRequest): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const fullName = message.FullName.trim();
  const subject = message.Subject.trim();
  const enquiry = message.Enquiry.trim();
  if (!fullName) errors.FullName = fa.validation.required(fa.contact.fullName);
  else if (fullName.length > CONTACT_FULL_NAME_MAX)
    errors.FullName = fa.contact.tooLong(fa.contact.fullName, formatNumber(CONTACT_FULL_NAME_MAX));
  if (!message.EmailOrMobile.trim()) errors.EmailOrMobile = fa.validation.required(fa.contact.emailOrMobile);
  else if (!isEmailOrMobile(message.EmailOrMobile)) errors.EmailOrMobile = fa.validation.emailOrMobile;
  if (!subject) errors.Subject = fa.validation.required(fa.contact.subject);
  else if (subject.length > CONTACT_SUBJECT_MAX)
    errors.Subject = fa.contact.tooLong(fa.contact.subject, formatNumber(CONTACT_SUBJECT_MAX));
  if (!enquiry) errors.Enquiry = fa.validation.required(fa.contact.enquiry);
  else if (enquiry.length < CONTACT_ENQUIRY_MIN)
    errors.Enquiry = fa.contact.enquiryTooShort(formatNumber(CONTACT_ENQUIRY_MIN));
  else if (enquiry.length > CONTACT_ENQUIRY_MAX)
    errors.Enquiry = fa.contact.tooLong(fa.contact.enquiry, formatNumber(CONTACT_ENQUIRY_MAX));
  return errors;
}

export function ContactForm({ initial }: { initial: Pick<ContactUsRequest, 'FullName' | 'EmailOrMobile'> }) {
  const send = useSendContactMessage();
  const [message, setMessage] = useState<ContactUsRequest>({ ...initial, Subject: '', Enquiry: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (value: string) => {
    setMessage((current) => ({ ...current, [field]: value }));
    setErrors((shown) => ({ ...shown, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(message);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    send.mutate({
      FullName: message.FullName.trim(),
      EmailOrMobile: normalizeIdentifier(message.EmailOrMobile),
      Subject: message.Subject.trim(),
      Enquiry: message.Enquiry.trim(),
    });
  };

  if (send.isSuccess) {
    return (
      <div className="contact-sent">
        <FormMessage kind="success">{send.data.Message}</FormMessage>
        <button
          type="button"
          className="form-button form-button--secondary"
          onClick={() => {
            setMessage((current) => ({ ...current, Subject: '', Enquiry: '' }));
            send.reset();
          }}
        >
          {fa.contact.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form className="form contact-form" aria-label={fa.contact.formTitle} onSubmit={submit} noValidate>
      <h2 className="contact-heading">{fa.contact.formTitle}</h2>
      <TextField
        label={fa.contact.fullName}
        value={message.FullName}
        onValueChange={change('FullName')}
        error={errors.FullName}
        autoComplete="name"
        maxLength={CONTACT_FULL_NAME_MAX}
      />
      <TextField
        label={fa.contact.emailOrMobile}
        hint={fa.contact.emailOrMobileHint}
        value={message.EmailOrMobile}
        onValueChange={change('EmailOrMobile')}
        error={errors.EmailOrMobile}
        autoComplete="email"
        dir="ltr"
      />
      <TextField
        label={fa.contact.subject}
        value={message.Subject}
        onValueChange={change('Subject')}
        error={errors.Subject}
        maxLength={CONTACT_SUBJECT_MAX}
      />
      <TextAreaField
        label={fa.contact.enquiry}
        rows={6}
        value={message.Enquiry}
        maxLength={CONTACT_ENQUIRY_MAX}
        onValueChange={change('Enquiry')}
        hint={fa.contact.enquiryHint(formatNumber(CONTACT_ENQUIRY_MIN), formatNumber(CONTACT_ENQUIRY_MAX))}
        error={errors.Enquiry}
      />
      {send.error ? <FormMessage kind="error">{apiErrorMessage(send.error)}</FormMessage> : null}
      <SubmitButton busy={send.isPending}>{send.isPending ? fa.contact.sending : fa.contact.send}</SubmitButton>
    </form>
  );
}
