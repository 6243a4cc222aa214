import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function MobileVerifyTokenPage() {
  return <PreparingPage title={fa.pages.mobileVerifyToken} />;
}
