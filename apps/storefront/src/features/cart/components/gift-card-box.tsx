import type { AppliedGiftCard } from '@sabad/contract';
import { CodeBox, type CodeChange } from '@/components/code-box';
import { asDeduction } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useApplyGiftCard } from '@/features/cart/api/apply-gift-card';
import { useRemoveGiftCard } from '@/features/cart/api/remove-gift-card';
import { cartRefusal } from '@/features/cart/cart-refusal';

export function GiftCardBox({ applied }: { applied: AppliedGiftCard[] }) {
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();
  return (
    <CodeBox
      title={fa.cart.giftCard}
      inputLabel={fa.cart.giftCardCode}
      applyLabel={fa.cart.applyGiftCard}
      removeLabel={fa.cart.removeGiftCard}
      applied={applied.map((card) => ({ ...card, Amount: asDeduction(card.Amount) }))}
      applying={apply.isPending}
      onApply={(code) =>
        apply.mutateAsync(code).then(
          // A refusal comes as a 4xx (cartRefusal reads its message); a 200 without Success keeps the code typed.
          (answer): CodeChange => (answer.Success ? { done: true } : { done: false, message: answer.Message ?? null }),
          (error: unknown): CodeChange => ({ done: false, message: cartRefusal(error) }),
        )
      }
      onRemove={(id) =>
        remove.mutateAsync(id).then(
          (): CodeChange => ({ done: true }),
          (error: unknown): CodeChange => ({ done: false, message: cartRefusal(error) }),
        )
      }
    />
  );
}
