import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function AddToCartPopupPage() {
  return <PreparingPage title={fa.pages.addToCartPopup} />;
}
