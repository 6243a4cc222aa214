import type { RewardPointsHistoryEntry } from '@sabad/contract';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './rewards.css';

const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : `−${formatNumber(Math.abs(points))}`);

export function PointsHistory({ entries }: { entries: RewardPointsHistoryEntry[] }) {
  return (
    <ul className="points-history" aria-label={fa.rewards.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.CreatedOn}-${index}`} className="checkout-section points-history__row">
          <p>
            <strong dir="ltr">{signed(entry.Points)}</strong> {fa.rewards.points} · {entry.Message}
          </p>
          <p className="choice-card__note">
            <time dateTime={entry.CreatedOn}>{formatJalaliDate(entry.CreatedOn)}</time>
            {entry.PointsBalance !== null
              ? ` · ${fa.rewards.balanceAfter}: ${formatNumber(entry.PointsBalance)}`
              : null}
          </p>
          {entry.ActivatingDate ? (
            <p className="choice-card__note">{fa.rewards.activatesOn(formatJalaliDate(entry.ActivatingDate))}</p>
          ) : null}
          {entry.EndDate ? (
            <p className="choice-card__note">{fa.rewards.expiresOn(formatJalaliDate(entry.EndDate))}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
