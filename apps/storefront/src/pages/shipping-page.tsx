import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function ShippingPage() {
  return <PreparingPage title={fa.pages.shipping} />;
}
