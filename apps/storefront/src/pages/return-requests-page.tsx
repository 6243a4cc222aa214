import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function ReturnRequestsPage() {
  return <PreparingPage title={fa.pages.returnRequests} />;
}
