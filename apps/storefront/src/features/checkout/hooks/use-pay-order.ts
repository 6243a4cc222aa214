import { apiErrorMessage } from '@/lib/api-error-message';
import * as fa from '@/strings/fa';
import { usePaymentUrl } from '@/features/checkout/api/get-payment-url';
import { paymentRedirect } from '@/features/checkout/payment-redirect';

export function usePayOrder() {
  const paymentUrl = usePaymentUrl();
  const pay = async (orderId: number): Promise<string | null> => {
    try {
      const answer = await paymentUrl.mutateAsync(orderId);
      if (!answer.Success || !answer.Result) return answer.Message ?? fa.checkout.paymentUrlFailed;
      paymentRedirect.open(answer.Result);
      return null;
    } catch (error) {
      return apiErrorMessage(error);
    }
  };
  return { pay, isPending: paymentUrl.isPending };
}
