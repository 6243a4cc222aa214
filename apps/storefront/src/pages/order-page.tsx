import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function OrderPage() {
  return <PreparingPage title={fa.pages.order} />;
}
