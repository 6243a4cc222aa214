import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function OrderPage() {
  return <PreparingPage title={fa.pages.order} />;
}
