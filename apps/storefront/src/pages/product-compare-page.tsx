import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function ProductComparePage() {
  return <PreparingPage title={fa.pages.productCompare} />;
}
