import { CodeBox, type CodeChange } from '@/components/code-box';
import { apiErrorMessage } from '@/lib/api-error-message';
import { asDeduction } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useApplyDiscountCoupon } from '@/features/checkout/api/apply-discount-coupon';
import { useAppliedDiscounts } from '@/features/checkout/api/get-applied-discounts';
import { useRemoveDiscountCoupon } from '@/features/checkout/api/remove-discount-coupon';

export function DiscountBox({ onChanged }: { onChanged: () => void }) {
  const applied = useAppliedDiscounts();
  const apply = useApplyDiscountCoupon();
  const remove = useRemoveDiscountCoupon();
  const settle = (change: Promise<unknown>) =>
    change.then(
      (): CodeChange => {
        onChanged();
        return { done: true };
      },
      (error: unknown): CodeChange => ({ done: false, message: apiErrorMessage(error) }),
    );
  return (
    <CodeBox
      title={fa.checkout.discountCode}
      inputLabel={fa.checkout.discountCode}
      applyLabel={fa.checkout.applyDiscount}
      removeLabel={fa.checkout.removeDiscount}
      applied={(applied.data?.Discounts ?? []).map((discount) => ({
        ...discount,
        Amount: asDeduction(discount.Amount),
      }))}
      applying={apply.isPending}
      onApply={(code) => settle(apply.mutateAsync(code))}
      onRemove={(id) => settle(remove.mutateAsync(id))}
    />
  );
}
