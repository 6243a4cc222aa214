import type { CustomerInfo, CustomerSettings } from '@sabad/contract';
import { PERSON_NAME_MAX } from '@sabad/contract/constants';
import { useState, type FormEvent } from 'react';
import { FormMessage, SelectField, SubmitButton, TextField } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate, toPersianDigits } from '@/lib/format';
import { parseJalaliInput, toJalaliInput } from '@/lib/jalali';
import { hasErrors, type FieldErrors } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useUpdateCustomerInfo } from '@/features/account/api/update-customer-info';

type Field = 'firstName' | 'lastName' | 'dateOfBirth';
type Settings = Pick<CustomerSettings, 'GenderEnabled' | 'DateOfBirthEnabled' | 'NewsletterEnabled'>;

/** The email and mobile number are changed with a code (ContactDetails), not here. */
export function CustomerInfoForm({
  info,
  settings,
  onSaved,
}: {
  info: CustomerInfo;
  settings: Settings;
  onSaved?: (info: CustomerInfo) => void;
}) {
  const [firstName, setFirstName] = useState(info.FirstName);
  const [lastName, setLastName] = useState(info.LastName);
  const [gender, setGender] = useState<string>(info.Gender ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(
    info.DateOfBirth ? toPersianDigits(toJalaliInput(info.DateOfBirth)) : '',
  );
  const [newsletter, setNewsletter] = useState(info.Newsletter);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateCustomerInfo();
  const gregorianBirth = dateOfBirth.trim() ? parseJalaliInput(dateOfBirth) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      firstName: firstName.trim() ? undefined : fa.validation.required(fa.profile.firstName),
      lastName: lastName.trim() ? undefined : fa.validation.required(fa.profile.lastName),
      dateOfBirth: dateOfBirth.trim() && !gregorianBirth ? fa.validation.dateOfBirth : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const saved = await update.mutateAsync({
        FirstName: firstName.trim(),
        LastName: lastName.trim(),
        Gender: gender === 'M' || gender === 'F' ? gender : null,
        DateOfBirth: gregorianBirth,
        Newsletter: newsletter,
      });
      onSaved?.(saved);
    } catch {
      // shown below
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={fa.profile.firstName}
        value={firstName}
        onValueChange={setFirstName}
        error={errors.firstName}
        maxLength={PERSON_NAME_MAX}
        autoComplete="given-name"
      />
      <TextField
        label={fa.profile.lastName}
        value={lastName}
        onValueChange={setLastName}
        error={errors.lastName}
        maxLength={PERSON_NAME_MAX}
        autoComplete="family-name"
      />
      {settings.GenderEnabled ? (
        <SelectField
          label={fa.profile.gender}
          value={gender}
          onValueChange={setGender}
          placeholder={fa.profile.genderUnset}
          options={[
            { value: 'F', label: fa.profile.female },
            { value: 'M', label: fa.profile.male },
          ]}
        />
      ) : null}
      {settings.DateOfBirthEnabled ? (
        <TextField
          label={fa.profile.dateOfBirth}
          hint={gregorianBirth ? formatJalaliDate(`${gregorianBirth}T12:00:00Z`) : fa.profile.dateOfBirthHint}
          value={dateOfBirth}
          onValueChange={setDateOfBirth}
          error={errors.dateOfBirth}
          inputMode="numeric"
          placeholder="۱۳۷۰/۰۱/۱۵"
          dir="ltr"
        />
      ) : null}
      {settings.NewsletterEnabled ? (
        <label className="form-check">
          <input type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
          {fa.profile.newsletter}
        </label>
      ) : null}
      {update.isError ? <FormMessage kind="error">{apiErrorMessage(update.error)}</FormMessage> : null}
      {update.isSuccess ? <FormMessage kind="success">{fa.profile.saved}</FormMessage> : null}
      <SubmitButton busy={update.isPending}>{fa.profile.save}</SubmitButton>
    </form>
  );
}
