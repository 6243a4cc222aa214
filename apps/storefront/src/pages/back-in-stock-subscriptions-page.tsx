import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function BackInStockSubscriptionsPage() {
  return <PreparingPage title={fa.pages.backInStockSubscriptions} />;
}
