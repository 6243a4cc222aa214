import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function AddressPage() {
  return <PreparingPage title={fa.pages.address} />;
}
