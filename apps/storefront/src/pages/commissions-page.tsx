import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function CommissionsPage() {
  return <PreparingPage title={fa.pages.commissions} />;
}
