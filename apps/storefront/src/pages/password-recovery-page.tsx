import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function PasswordRecoveryPage() {
  return <PreparingPage title={fa.pages.passwordRecovery} />;
}
