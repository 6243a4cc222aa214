import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function ShippingAddressPage() {
  return <PreparingPage title={fa.pages.shippingAddress} />;
}
