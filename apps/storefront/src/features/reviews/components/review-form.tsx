import type { ProductReviewAddResponse } from '@sabad/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextAreaField, TextField, focusFirstInvalid } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useAddProductReview } from '@/features/reviews/api/add-product-review';

const TITLE_MAX = 200;
const TEXT_MAX = 4000;

interface ReviewErrors {
  title?: string;
  text?: string;
  rating?: string;
}

export function validateReview(title: string, text: string, rating: number): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!title.trim()) errors.title = fa.reviews.titleRequired;
  else if (title.trim().length > TITLE_MAX) errors.title = fa.reviews.titleTooLong;
  if (!text.trim()) errors.text = fa.reviews.textRequired;
  else if (text.trim().length > TEXT_MAX) errors.text = fa.reviews.textTooLong;
  if (!(rating >= 1 && rating <= 5)) errors.rating = fa.reviews.ratingRequired;
  return errors;
}

export function ReviewForm({
  productId,
  onSaved,
}: {
  productId: number;
  onSaved?: (answer: ProductReviewAddResponse) => unknown;
}) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const add = useAddProductReview(productId, onSaved);
  const ratingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(title, text, rating);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    add.mutate({ Title: title.trim(), ReviewText: text.trim(), Rating: rating });
  };

  if (add.data) return <FormMessage kind="success">{add.data.Message}</FormMessage>;

  return (
    <form className="form review-form" aria-label={fa.reviews.writeTitle} onSubmit={submit} noValidate>
      <h2 className="section-title">{fa.reviews.writeTitle}</h2>
      <fieldset className="form-fieldset" aria-describedby={errors.rating ? `${ratingId}-error` : undefined}>
        <legend>{fa.reviews.rating}</legend>
        <div className="star-picker">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className={`star-picker__star${star <= rating ? ' star-picker__star--on' : ''}`}>
              <input
                type="radio"
                name={ratingId}
                value={star}
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setErrors((shown) => ({ ...shown, rating: undefined }));
                }}
                aria-label={fa.reviews.ratingOption(toPersianDigits(star))}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <small id={`${ratingId}-error`} className="form-field__error" role="alert">
            {errors.rating}
          </small>
        ) : null}
      </fieldset>
      <TextField
        label={fa.reviews.title}
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          setErrors((shown) => ({ ...shown, title: undefined }));
        }}
        error={errors.title}
        maxLength={TITLE_MAX}
      />
      <TextAreaField
        label={fa.reviews.text}
        rows={5}
        value={text}
        maxLength={TEXT_MAX}
        onValueChange={(value) => {
          setText(value);
          setErrors((shown) => ({ ...shown, text: undefined }));
        }}
        error={errors.text}
      />
      {add.error ? <FormMessage kind="error">{apiErrorMessage(add.error)}</FormMessage> : null}
      <SubmitButton busy={add.isPending}>{fa.reviews.submit}</SubmitButton>
    </form>
  );
}
