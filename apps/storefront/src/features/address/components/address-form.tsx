import type { Address, AddressAttribute } from '@sabad/contract';
import { ADDRESS_LINE_MAX, PERSON_NAME_MAX } from '@sabad/contract/constants';
import { useEffect, useState, type FormEvent } from 'react';
import { FormMessage, focusFirstInvalid, SelectField, SubmitButton, TextField } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import { hasErrors, isPostalCode, normalizeMobile, normalizePostalCode } from '@/lib/validation';
import * as fa from '@/strings/fa';
import { useCreateAddress } from '@/features/address/api/create-address';
import { useCities } from '@/features/address/api/get-cities';
import { useUpdateAddress } from '@/features/address/api/update-address';
import { locationChoice, useLocationChoice } from '@/features/address/location-choice';
import { AddressAttributeField, initialAttributeValues } from './address-attribute-fields';

interface AddressFormProps {
  address: Address | null;
  provinces: Array<{ Id: number; Name: string }>;
  attributes: AddressAttribute[];
  onSaved: (address: Address) => void;
  onChooseOnMap: () => void;
  /** A new address starts with what is known of the customer (nopCommerce prefills name and phone too). */
  prefill?: AddressPrefill;
}

export interface AddressPrefill {
  FirstName: string;
  LastName: string;
  PhoneNumber: string | null;
}

type Field = 'firstName' | 'lastName' | 'phone' | 'province' | 'city' | 'address1' | 'postalCode';

const coordinate = (value: number) => toPersianDigits(value.toFixed(5));

export function AddressForm({ address, provinces, attributes, onSaved, onChooseOnMap, prefill }: AddressFormProps) {
  const [firstName, setFirstName] = useState(address?.FirstName ?? prefill?.FirstName ?? '');
  const [lastName, setLastName] = useState(address?.LastName ?? prefill?.LastName ?? '');
  const [phone, setPhone] = useState(
    address ? toPersianDigits(address.PhoneNumber) : prefill?.PhoneNumber ? toPersianDigits(prefill.PhoneNumber) : '',
  );
  const [provinceId, setProvinceId] = useState(address ? String(address.StateProvinceId) : '');
  const [cityId, setCityId] = useState(address ? String(address.CityId) : '');
  const [address1, setAddress1] = useState(address?.Address1 ?? '');
  const [address2, setAddress2] = useState(address?.Address2 ?? '');
  const [postalCode, setPostalCode] = useState(address ? toPersianDigits(address.ZipPostalCode) : '');
  const [attributeValues, setAttributeValues] = useState(() =>
    initialAttributeValues(attributes, address?.CustomAttributes ?? null),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attributeErrors, setAttributeErrors] = useState<Record<number, string | undefined>>({});
  const [initialLocation] = useState(() =>
    address && address.Latitude !== null && address.Longitude !== null
      ? { latitude: address.Latitude, longitude: address.Longitude }
      : null,
  );
  useEffect(() => locationChoice.set(initialLocation), [initialLocation]);
  const location = useLocationChoice();
  const cities = useCities(provinceId ? Number(provinceId) : null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Partial<Record<Field, string>> = {
      firstName: firstName.trim() ? undefined : fa.validation.required(fa.address.firstName),
      lastName: lastName.trim() ? undefined : fa.validation.required(fa.address.lastName),
      phone: !phone.trim()
        ? fa.validation.required(fa.address.phoneNumber)
        : normalizeMobile(phone)
          ? undefined
          : fa.validation.mobile,
      province: provinceId ? undefined : fa.validation.choose(fa.address.province),
      city: cityId ? undefined : fa.validation.choose(fa.address.city),
      address1: !address1.trim()
        ? fa.validation.required(fa.address.address1)
        : address1.trim().length < 5
          ? fa.validation.address1
          : undefined,
      postalCode: !postalCode.trim()
        ? fa.validation.required(fa.address.postalCode)
        : isPostalCode(postalCode)
          ? undefined
          : fa.validation.postalCode,
    };
    const missing: Record<number, string | undefined> = {};
    for (const attribute of attributes) {
      if (!attribute.IsRequired || (attributeValues[attribute.Id] ?? '').trim()) continue;
      missing[attribute.Id] =
        attribute.AttributeControlType === 'TextBox'
          ? fa.validation.required(attribute.Name)
          : fa.validation.choose(attribute.Name);
    }
    setErrors(found);
    setAttributeErrors(missing);
    if (hasErrors(found) || hasErrors(missing)) return focusFirstInvalid(form);
    const body = {
      FirstName: firstName.trim(),
      LastName: lastName.trim(),
      PhoneNumber: normalizeMobile(phone) ?? phone,
      StateProvinceId: Number(provinceId),
      CityId: Number(cityId),
      Address1: address1.trim(),
      Address2: address2.trim(),
      ZipPostalCode: normalizePostalCode(postalCode),
      Latitude: location?.latitude ?? null,
      Longitude: location?.longitude ?? null,
      CustomAttributes: attributes
        .map((attribute) => ({ Key: String(attribute.Id), Value: (attributeValues[attribute.Id] ?? '').trim() }))
        .filter((choice) => choice.Value !== ''),
    };
    try {
      onSaved(address ? await update.mutateAsync({ id: address.Id, address: body }) : await create.mutateAsync(body));
    } catch {
      // shown below
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label={fa.pages.addressDetails}>
      <TextField
        label={fa.address.firstName}
        value={firstName}
        onValueChange={setFirstName}
        error={errors.firstName}
        maxLength={PERSON_NAME_MAX}
        autoComplete="given-name"
      />
      <TextField
        label={fa.address.lastName}
        value={lastName}
        onValueChange={setLastName}
        error={errors.lastName}
        maxLength={PERSON_NAME_MAX}
        autoComplete="family-name"
      />
      <TextField
        label={fa.address.phoneNumber}
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
      />
      <SelectField
        label={fa.address.province}
        value={provinceId}
        onValueChange={(value) => {
          setProvinceId(value);
          setCityId('');
        }}
        placeholder={fa.address.choose}
        options={provinces.map((province) => ({ value: String(province.Id), label: province.Name }))}
        error={errors.province}
      />
      <SelectField
        label={fa.address.city}
        value={cityId}
        onValueChange={setCityId}
        placeholder={fa.address.choose}
        options={(cities.data?.Items ?? []).map((city) => ({ value: String(city.Id), label: city.Name }))}
        disabled={!provinceId || cities.isPending}
        error={errors.city}
      />
      <TextField
        label={fa.address.address1}
        value={address1}
        onValueChange={setAddress1}
        error={errors.address1}
        maxLength={ADDRESS_LINE_MAX}
        autoComplete="street-address"
      />
      <TextField
        label={fa.address.address2}
        value={address2}
        onValueChange={setAddress2}
        maxLength={ADDRESS_LINE_MAX}
      />
      <TextField
        label={fa.address.postalCode}
        hint={fa.address.postalCodeHint}
        value={postalCode}
        onValueChange={setPostalCode}
        error={errors.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
        dir="ltr"
      />
      {attributes.map((attribute) => (
        <AddressAttributeField
          key={attribute.Id}
          attribute={attribute}
          value={attributeValues[attribute.Id] ?? ''}
          onChange={(value) => setAttributeValues((values) => ({ ...values, [attribute.Id]: value }))}
          error={attributeErrors[attribute.Id]}
        />
      ))}
      <fieldset className="form-fieldset">
        <legend>{fa.address.location}</legend>
        <p className="form-field__hint">
          {location
            ? fa.address.locationChosen(coordinate(location.latitude), coordinate(location.longitude))
            : fa.map.noneYet}
        </p>
        <button type="button" className="form-button form-button--secondary" onClick={onChooseOnMap}>
          {fa.address.chooseOnMap}
        </button>
        {location ? (
          <button type="button" className="form-link form-button--link" onClick={() => locationChoice.set(null)}>
            {fa.address.removeLocation}
          </button>
        ) : null}
      </fieldset>
      {failure ? <FormMessage kind="error">{apiErrorMessage(failure)}</FormMessage> : null}
      <SubmitButton busy={saving}>{fa.address.save}</SubmitButton>
    </form>
  );
}
