import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function RewardPointsPage() {
  return <PreparingPage title={fa.pages.rewardPoints} />;
}
