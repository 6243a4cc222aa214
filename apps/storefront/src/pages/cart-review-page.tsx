import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function CartReviewPage() {
  return <PreparingPage title={fa.pages.cartReview} />;
}
