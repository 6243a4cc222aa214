import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import * as fa from '../../../strings/fa';
import { useApplyDiscountCoupon } from '../api/apply-discount-coupon';
import { useAppliedDiscounts } from '../api/get-applied-discounts';
import { useRemoveDiscountCoupon } from '../api/remove-discount-coupon';
import './checkout.css';

/** Applies and removes discount codes; `onChanged` lets the page read its totals again. */
export function DiscountBox({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const applied = useAppliedDiscounts();
  const apply = useApplyDiscountCoupon();
  const remove = useRemoveDiscountCoupon();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setMessage(null);
    apply.mutate(trimmed, {
      onSuccess: () => {
        setCode('');
        onChanged();
      },
      onError: (error) => setMessage(apiErrorMessage(error)),
    });
  };

  return (
    <section className="gift-card-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {fa.checkout.discountCode}
      </h2>
      <form className="gift-card-box__form" onSubmit={submit}>
        <input
          aria-label={fa.checkout.discountCode}
          className="gift-card-box__input"
          dir="ltr"
          autoComplete="off"
          placeholder={fa.checkout.discountCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <IonButton type="submit" disabled={apply.isPending || code.trim() === ''}>
          {fa.checkout.applyDiscount}
        </IonButton>
      </form>
      {message ? (
        <p className="cart-notice" role="alert">
          {message}
        </p>
      ) : null}
      {applied.data && applied.data.Discounts.length > 0 ? (
        <ul className="gift-card-box__applied">
          {applied.data.Discounts.map((discount) => (
            <li key={discount.Id}>
              <bdi dir="ltr">{discount.CouponCode}</bdi>
              <span>{discount.Amount}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={fa.checkout.removeDiscount(discount.CouponCode)}
                onClick={() =>
                  remove.mutate(discount.Id, {
                    onSuccess: onChanged,
                    onError: (error) => setMessage(apiErrorMessage(error)),
                  })
                }
              >
                <IonIcon icon={closeCircleOutline} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
