import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function CommissionsPage() {
  return <PreparingPage title={fa.pages.commissions} />;
}
