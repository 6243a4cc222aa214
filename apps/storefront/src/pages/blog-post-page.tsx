import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function BlogPostPage() {
  return <PreparingPage title={fa.pages.blogPost} />;
}
