import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function RewardPointsPage() {
  return <PreparingPage title={fa.pages.rewardPoints} />;
}
