import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function CheckPaymentPage() {
  return <PreparingPage title={fa.pages.checkPayment} />;
}
