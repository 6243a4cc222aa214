import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function CheckDetailsPage() {
  return <PreparingPage title={fa.pages.checkDetails} />;
}
