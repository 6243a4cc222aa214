import type { AddChequeRequest } from '@sabad/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormMessage, SubmitButton, TextField, focusFirstInvalid } from '@/components/form-field';
import { apiErrorMessages } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import { hasErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useAddCheque } from '@/features/checkout/api/add-cheque';
import {
  isPastDue,
  normalizeJalaliDate,
  normalizeSayadiId,
  sayadiIdFromQrText,
  tomanInputToRial,
} from '@/features/checkout/cheque-input';
import './checkout.css';

type Field = 'holder' | 'serial' | 'amount' | 'date';

interface ChequeFormProps {
  orderId: number | null;
  renderScan: (onScannedText: (text: string) => void) => ReactNode;
}

export function ChequeForm({ orderId, renderScan }: ChequeFormProps) {
  const [holder, setHolder] = useState('');
  const [serial, setSerial] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddCheque(orderId);

  const scanned = (text: string) => {
    const id = sayadiIdFromQrText(text);
    if (id) setSerial(toPersianDigits(id));
    setErrors((current) => ({ ...current, serial: id ? undefined : fa.checkout.noSayadiInQr }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const sayadi = normalizeSayadiId(serial);
    const rial = tomanInputToRial(amount);
    const due = normalizeJalaliDate(date);
    const found: Partial<Record<Field, string>> = {
      holder: holder.trim().length >= 2 ? undefined : fa.validation.required(fa.checkout.chequeHolder),
      serial: sayadi ? undefined : fa.checkout.invalidSerial,
      amount: rial ? undefined : fa.checkout.invalidAmount,
      date: !due ? fa.checkout.invalidDate : isPastDue(due) ? fa.checkout.pastDate : undefined,
    };
    setErrors(found);
    if (hasErrors(found) || !sayadi || !rial || !due) return focusFirstInvalid(form);
    const cheque: AddChequeRequest = {
      Holder: holder.trim(),
      Serial: sayadi,
      Amount: rial,
      Date: due,
      ...(orderId === null ? {} : { OrderId: orderId }),
    };
    add.mutate(cheque, {
      onSuccess: () => {
        setHolder('');
        setSerial('');
        setAmount('');
        setDate('');
      },
    });
  };

  return (
    <form className="form checkout-section" onSubmit={submit} noValidate aria-label={fa.checkout.newCheque}>
      <h2>{fa.checkout.newCheque}</h2>
      <TextField
        label={fa.checkout.chequeHolder}
        value={holder}
        onValueChange={setHolder}
        error={errors.holder}
        autoComplete="name"
      />
      <TextField
        label={fa.checkout.chequeSerial}
        value={serial}
        onValueChange={setSerial}
        error={errors.serial}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
      />
      {renderScan(scanned)}
      <TextField
        label={fa.checkout.chequeAmount}
        value={amount}
        onValueChange={setAmount}
        error={errors.amount}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
      />
      <TextField
        label={fa.checkout.chequeDate}
        hint={fa.checkout.chequeDateHint}
        value={date}
        onValueChange={setDate}
        error={errors.date}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
      />
      {add.error
        ? apiErrorMessages(add.error).map((message) => (
            <FormMessage key={message} kind="error">
              {message}
            </FormMessage>
          ))
        : null}
      <SubmitButton busy={add.isPending}>{fa.checkout.addCheque}</SubmitButton>
    </form>
  );
}
