// Drawn inline: no requests, sharp at any size. Decorative: each slide's title and text say what it shows.
import type { ReactNode } from 'react';

const teal = '#0f766e';
const mint = '#ccfbf1';
const amber = '#f59e0b';
const ink = '#134e4a';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className="intro-slide__picture" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="78" fill={mint} />
      {children}
    </svg>
  );
}

function CatalogueIllustration() {
  return (
    <Frame>
      <rect x="78" y="22" width="84" height="144" rx="14" fill={ink} />
      <rect x="85" y="34" width="70" height="120" rx="6" fill="#fff" />
      <rect x="93" y="44" width="54" height="40" rx="6" fill={mint} />
      <path d="M108 74l10-14 8 10 5-6 8 10z" fill={teal} />
      <rect x="93" y="92" width="54" height="6" rx="3" fill="#cbd5e1" />
      <rect x="105" y="104" width="42" height="6" rx="3" fill="#e2e8f0" />
      <rect x="93" y="120" width="54" height="22" rx="6" fill={teal} />
      <text x="120" y="136" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        تومان
      </text>
    </Frame>
  );
}

function DeliveryIllustration() {
  return (
    <Frame>
      <path d="M36 74h30M26 92h34M40 110h22" stroke={teal} strokeWidth="6" strokeLinecap="round" />
      <rect x="70" y="62" width="92" height="62" rx="8" fill={teal} />
      <path d="M162 78h26l18 22v24h-44z" fill={ink} />
      <path d="M170 84h15l12 15h-27z" fill={mint} />
      <rect x="92" y="76" width="34" height="30" rx="4" fill={amber} />
      <path d="M109 76v30" stroke="#fff" strokeWidth="3" />
      <circle cx="96" cy="128" r="13" fill={ink} />
      <circle cx="96" cy="128" r="5" fill="#fff" />
      <circle cx="182" cy="128" r="13" fill={ink} />
      <circle cx="182" cy="128" r="5" fill="#fff" />
    </Frame>
  );
}

function ReturnsIllustration() {
  return (
    <Frame>
      <path d="M64 92a56 56 0 1 1 22 44" fill="none" stroke={teal} strokeWidth="8" strokeLinecap="round" />
      <path d="M50 86l14 16 14-18z" fill={teal} />
      <path d="M92 72l28-14 28 14v40l-28 14-28-14z" fill={amber} />
      <path d="M92 72l28 14 28-14M120 86v40" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="170" cy="46" r="20" fill={ink} />
      <text x="170" y="53" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">
        ۷
      </text>
    </Frame>
  );
}

function RewardsIllustration() {
  return (
    <Frame>
      <rect x="78" y="84" width="84" height="66" rx="6" fill={teal} />
      <rect x="72" y="68" width="96" height="22" rx="5" fill={ink} />
      <rect x="113" y="68" width="14" height="82" fill={amber} />
      <path d="M120 68c-10-22-34-22-30-6 3 10 20 8 30 6zM120 68c10-22 34-22 30-6-3 10-20 8-30 6z" fill={amber} />
      <path
        d="M54 50l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1zM186 40l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1zM190 108l3 6 6 1-5 4 2 6-6-3-6 3 2-6-5-4 6-1z"
        fill={amber}
      />
    </Frame>
  );
}

export const introIllustrations = [
  CatalogueIllustration,
  DeliveryIllustration,
  ReturnsIllustration,
  RewardsIllustration,
] as const;
