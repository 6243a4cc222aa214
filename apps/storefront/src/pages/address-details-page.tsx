import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function AddressDetailsPage() {
  return <PreparingPage title={fa.pages.addressDetails} />;
}
