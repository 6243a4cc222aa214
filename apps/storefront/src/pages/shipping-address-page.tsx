import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function ShippingAddressPage() {
  return <PreparingPage title={fa.pages.shippingAddress} />;
}
