import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function ChangePasswordPage() {
  return <PreparingPage title={fa.pages.changePassword} />;
}
