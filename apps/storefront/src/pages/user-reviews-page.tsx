import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function UserReviewsPage() {
  return <PreparingPage title={fa.pages.userReviews} />;
}
