import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function SelectLocationOnMapPage() {
  return <PreparingPage title={fa.pages.selectLocationOnMap} />;
}
