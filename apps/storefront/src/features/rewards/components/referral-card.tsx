import { useState } from 'react';
import { FormMessage } from '@/components/form-field';
import { formatNumber } from '@/lib/format';
import { appOrigin, referralLink } from '@/lib/referral-code';
import * as fa from '@/strings/fa';

export function ReferralCard({ code, referredCustomers }: { code: string; referredCustomers?: number }) {
  const link = referralLink(appOrigin(), code);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    if (canShare) {
      // A dismissed share sheet rejects; nothing to report.
      await navigator.share({ title: fa.rewards.shareTitle, url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link);
    setCopied(true);
  };

  return (
    <section className="checkout-section referral-card" aria-label={fa.rewards.referTitle}>
      <h2>{fa.rewards.referTitle}</h2>
      <p>{fa.rewards.referIntro}</p>
      <p>
        {fa.rewards.referralCode}: <strong dir="ltr">{code}</strong>
      </p>
      <p>
        {fa.rewards.referralLink}:{' '}
        <span dir="ltr" className="referral-card__link">
          {link}
        </span>
      </p>
      <button type="button" className="form-button" onClick={() => void share()}>
        {canShare ? fa.rewards.share : fa.rewards.copy}
      </button>
      {copied ? <FormMessage kind="success">{fa.rewards.copied}</FormMessage> : null}
      {referredCustomers !== undefined ? <p>{fa.rewards.referredCustomers(formatNumber(referredCustomers))}</p> : null}
    </section>
  );
}
