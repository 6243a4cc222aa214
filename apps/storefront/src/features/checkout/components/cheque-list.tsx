import type { ChequeList as ChequeListAnswer } from '@sabad/contract';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import './checkout.css';

type Cheques = ChequeListAnswer['Result'];

interface ChequeListProps {
  cheques: Cheques;
  onRemove?: (id: number) => void;
  removingId?: number | null;
}

export function ChequeList({ cheques, onRemove, removingId = null }: ChequeListProps) {
  return (
    <>
      {cheques.DescriptionText ? (
        <section className="checkout-section" aria-labelledby="cheque-instructions">
          <h2 id="cheque-instructions">{fa.checkout.chequeInstructions}</h2>
          {/* The store's own text, shown as text (never as HTML). */}
          <p className="checkout-instructions">{cheques.DescriptionText}</p>
        </section>
      ) : null}
      <section className="checkout-section" aria-labelledby="registered-cheques">
        <h2 id="registered-cheques">{fa.checkout.registeredCheques}</h2>
        {cheques.Checks.length === 0 ? (
          <p>{fa.checkout.noCheques}</p>
        ) : (
          <ul className="cheque-list">
            {cheques.Checks.map((cheque) => (
              <li key={cheque.Id}>
                <div>
                  <p>{cheque.Holder}</p>
                  <p>{fa.checkout.chequeSerialLabel(toPersianDigits(cheque.Serial))}</p>
                  <p>{fa.checkout.chequeAmountLabel(cheque.Amount)}</p>
                  <p>{fa.checkout.chequeDateLabel(toPersianDigits(cheque.Date))}</p>
                  <p>{fa.checkout.chequeStatus(cheque.StatusText)}</p>
                </div>
                {onRemove && cheque.Status !== 'accepted' ? (
                  <button
                    type="button"
                    className="text-button text-button--danger"
                    disabled={removingId === cheque.Id}
                    onClick={() => onRemove(cheque.Id)}
                    aria-label={fa.checkout.removeCheque(toPersianDigits(cheque.Serial))}
                  >
                    {fa.cart.remove}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="cheques-total" role="status">
          {fa.checkout.chequesTotal(cheques.ChecksTotal, cheques.OrderTotal)}
        </p>
        <p>{cheques.Accpted ? fa.checkout.chequesCover : fa.checkout.chequesShort}</p>
      </section>
    </>
  );
}
