import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function WishListPage() {
  return <PreparingPage title={fa.pages.wishList} />;
}
