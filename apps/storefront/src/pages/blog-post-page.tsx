import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function BlogPostPage() {
  return <PreparingPage title={fa.pages.blogPost} />;
}
