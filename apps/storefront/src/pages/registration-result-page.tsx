import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function RegistrationResultPage() {
  return <PreparingPage title={fa.pages.registrationResult} />;
}
