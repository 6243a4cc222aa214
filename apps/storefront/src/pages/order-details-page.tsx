import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function OrderDetailsPage() {
  return <PreparingPage title={fa.pages.orderDetails} />;
}
