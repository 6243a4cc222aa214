import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function CustomerInfoPage() {
  return <PreparingPage title={fa.pages.customerInfo} />;
}
