import type { AppliedGiftCard } from '@sabad/contract';
import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import * as fa from '../../../strings/fa';
import { useApplyGiftCard } from '../api/apply-gift-card';
import { useRemoveGiftCard } from '../api/remove-gift-card';
import { cartRefusal } from '../cart-refusal';
import './cart.css';

/** Applies and removes gift card codes (shown when the cart settings' ShowGiftCardBox is on). */
export function GiftCardBox({ applied }: { applied: AppliedGiftCard[] }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setMessage(null);
    apply.mutate(trimmed, {
      onSuccess: (answer) => {
        if (answer.Success) setCode('');
      },
      onError: (error) => setMessage(cartRefusal(error)),
    });
  };

  return (
    <section className="gift-card-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {fa.cart.giftCard}
      </h2>
      <form className="gift-card-box__form" onSubmit={submit}>
        <input
          aria-label={fa.cart.giftCardCode}
          className="gift-card-box__input"
          dir="ltr"
          autoComplete="off"
          placeholder={fa.cart.giftCardCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <IonButton type="submit" disabled={apply.isPending || code.trim() === ''}>
          {fa.cart.applyGiftCard}
        </IonButton>
      </form>
      {message ? (
        <p className="cart-notice" role="alert">
          {message}
        </p>
      ) : null}
      {applied.length > 0 ? (
        <ul className="gift-card-box__applied">
          {applied.map((card) => (
            <li key={card.Id}>
              <bdi dir="ltr">{card.CouponCode}</bdi>
              <span>{card.Amount}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={fa.cart.removeGiftCard(card.CouponCode)}
                onClick={() => remove.mutate(card.Id, { onError: (error) => setMessage(cartRefusal(error)) })}
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
