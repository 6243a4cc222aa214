import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function OrderDetailsPage() {
  return <PreparingPage title={fa.pages.orderDetails} />;
}
