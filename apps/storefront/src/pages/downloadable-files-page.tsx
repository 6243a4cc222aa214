import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function DownloadableFilesPage() {
  return <PreparingPage title={fa.pages.downloadableFiles} />;
}
