import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function BillingAddressPage() {
  return <PreparingPage title={fa.pages.billingAddress} />;
}
