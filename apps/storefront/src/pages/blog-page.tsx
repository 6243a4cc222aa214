import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function BlogPage() {
  return <PreparingPage title={fa.pages.blog} />;
}
