import type { ReturnRequestForm, ReturnableOrderItem, SubmitReturnRequestResponse } from '@sabad/contract';
import { RETURN_REQUEST_COMMENT_MAX } from '@sabad/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage, SelectField, SubmitButton, TextAreaField, focusFirstInvalid } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate, formatNumber, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useSubmitReturnRequest } from '@/features/returns/api/submit-return-request';
import { useUploadReturnRequestPicture } from '@/features/returns/api/upload-return-request-picture';
import './returns.css';

interface Errors {
  items?: string;
  reason?: string;
  action?: string;
  comments?: string;
}

function ReturnableLines({
  items,
  quantities,
  onChange,
}: {
  items: ReturnableOrderItem[];
  quantities: Record<number, number>;
  onChange: (orderItemId: number, quantity: number) => void;
}) {
  return (
    <ul className="return-lines">
      {items.map((item) => (
        <li key={item.OrderItemId} className="return-line">
          {item.PictureUrl ? (
            <img className="return-line__picture" src={item.PictureUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="return-line__picture" aria-hidden="true" />
          )}
          <div className="return-line__body">
            <strong>{item.ProductName}</strong>
            {item.AttributeInfo ? <span className="return-line__note">{item.AttributeInfo}</span> : null}
            <span className="return-line__note">
              {item.UnitPrice} · {fa.returns.bought(formatNumber(item.Quantity))}
              {item.AlreadyRequestedQuantity > 0
                ? ` · ${fa.returns.alreadyRequested(formatNumber(item.AlreadyRequestedQuantity))}`
                : ''}
            </span>
            {item.ReturnableQuantity === 0 ? (
              <span className="return-line__note">{fa.returns.nothingLeft}</span>
            ) : (
              <SelectField
                label={fa.returns.quantityOf(item.ProductName)}
                value={String(quantities[item.OrderItemId] ?? 0)}
                onValueChange={(value) => onChange(item.OrderItemId, Number(value))}
                options={Array.from({ length: item.ReturnableQuantity + 1 }, (_, quantity) => ({
                  value: String(quantity),
                  label: formatNumber(quantity),
                }))}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PhotoField({
  picture,
  onChange,
}: {
  picture: { id: number; url: string } | null;
  onChange: (picture: { id: number; url: string } | null) => void;
}) {
  const id = useId();
  const upload = useUploadReturnRequestPicture();
  return (
    <div className="form-field">
      <label htmlFor={id}>{fa.returns.photo}</label>
      {picture ? (
        <div className="return-photo">
          <img src={picture.url} alt={fa.returns.photoAttached} />
          <button type="button" className="form-button form-button--secondary" onClick={() => onChange(null)}>
            {fa.returns.removePhoto}
          </button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint`}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file)
              upload.mutate(file, {
                onSuccess: (answer) => onChange({ id: answer.PictureId, url: answer.PictureUrl }),
              });
          }}
        />
      )}
      <small id={`${id}-hint`} className="form-field__hint">
        {upload.isPending ? fa.returns.uploading : fa.returns.photoHint}
      </small>
      {upload.error ? <FormMessage kind="error">{apiErrorMessage(upload.error)}</FormMessage> : null}
    </div>
  );
}

export function ReturnRequestFormView({
  form,
  onSubmitted,
}: {
  form: ReturnRequestForm;
  onSubmitted: (answer: SubmitReturnRequestResponse) => void;
}) {
  const submitRequest = useSubmitReturnRequest();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reasonId, setReasonId] = useState('');
  const [actionId, setActionId] = useState('');
  const [comments, setComments] = useState('');
  const [picture, setPicture] = useState<{ id: number; url: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): Errors => {
    const found: Errors = {};
    const chosen = form.Items.filter((item) => (quantities[item.OrderItemId] ?? 0) > 0);
    if (chosen.length === 0) found.items = fa.returns.noItemChosen;
    const over = chosen.find((item) => (quantities[item.OrderItemId] ?? 0) > item.ReturnableQuantity);
    if (over) found.items = fa.returns.tooMany(formatNumber(over.ReturnableQuantity));
    if (!reasonId) found.reason = fa.returns.reasonRequired;
    if (!actionId) found.action = fa.returns.actionRequired;
    if (comments.trim().length > RETURN_REQUEST_COMMENT_MAX)
      found.comments = fa.returns.commentsTooLong(formatNumber(RETURN_REQUEST_COMMENT_MAX));
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    submitRequest.mutate(
      {
        orderId: form.OrderId,
        request: {
          Items: form.Items.filter((item) => (quantities[item.OrderItemId] ?? 0) > 0).map((item) => ({
            OrderItemId: item.OrderItemId,
            Quantity: quantities[item.OrderItemId] ?? 0,
          })),
          ReturnRequestReasonId: Number(reasonId),
          ReturnRequestActionId: Number(actionId),
          Comments: comments.trim(),
          UploadedPictureId: picture?.id ?? null,
        },
      },
      { onSuccess: onSubmitted },
    );
  };

  const title = fa.returns.formTitle(toPersianDigits(form.CustomOrderNumber));
  return (
    <form className="form return-form" aria-label={title} onSubmit={submit} noValidate>
      <h2 className="section-title">{title}</h2>
      {form.ReturnWindowEndsOn ? <p>{fa.returns.windowEndsOn(formatJalaliDate(form.ReturnWindowEndsOn))}</p> : null}
      <fieldset className="form-fieldset">
        <legend>{fa.returns.chooseItems}</legend>
        <ReturnableLines
          items={form.Items}
          quantities={quantities}
          onChange={(orderItemId, quantity) => {
            setQuantities((current) => ({ ...current, [orderItemId]: quantity }));
            setErrors((shown) => ({ ...shown, items: undefined }));
          }}
        />
        {errors.items ? (
          <small className="form-field__error" role="alert">
            {errors.items}
          </small>
        ) : null}
      </fieldset>
      <SelectField
        label={fa.returns.reason}
        value={reasonId}
        placeholder={fa.returns.choose}
        options={form.ReturnRequestReasons.map((reason) => ({ value: String(reason.Id), label: reason.Name }))}
        onValueChange={(value) => {
          setReasonId(value);
          setErrors((shown) => ({ ...shown, reason: undefined }));
        }}
        error={errors.reason}
      />
      <SelectField
        label={fa.returns.action}
        value={actionId}
        placeholder={fa.returns.choose}
        options={form.ReturnRequestActions.map((action) => ({ value: String(action.Id), label: action.Name }))}
        onValueChange={(value) => {
          setActionId(value);
          setErrors((shown) => ({ ...shown, action: undefined }));
        }}
        error={errors.action}
      />
      <TextAreaField
        label={fa.returns.comments}
        rows={4}
        value={comments}
        maxLength={RETURN_REQUEST_COMMENT_MAX}
        onValueChange={(value) => {
          setComments(value);
          setErrors((shown) => ({ ...shown, comments: undefined }));
        }}
        error={errors.comments}
      />
      {form.AllowFiles ? <PhotoField picture={picture} onChange={setPicture} /> : null}
      {submitRequest.error ? <FormMessage kind="error">{apiErrorMessage(submitRequest.error)}</FormMessage> : null}
      <SubmitButton busy={submitRequest.isPending}>
        {submitRequest.isPending ? fa.returns.submitting : fa.returns.submit}
      </SubmitButton>
    </form>
  );
}
