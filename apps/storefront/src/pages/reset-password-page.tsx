import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function ResetPasswordPage() {
  return <PreparingPage title={fa.pages.resetPassword} />;
}
