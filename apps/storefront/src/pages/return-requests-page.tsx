import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function ReturnRequestsPage() {
  return <PreparingPage title={fa.pages.returnRequests} />;
}
