import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function BlogPage() {
  return <PreparingPage title={fa.pages.blog} />;
}
