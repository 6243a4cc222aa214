import { IonIcon } from '@ionic/react';
import { qrCodeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { storeWebOrigin } from '@/features/scanner/store-origins';
import './scanner.css';

export function ProductQrCode({ productId, productName }: { productId: number; productName: string }) {
  const [picture, setPicture] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const link = storeWebOrigin() + paths.productDetails.link(productId);

  const toggle = async () => {
    if (shown) {
      setShown(false);
      return;
    }
    setShown(true);
    if (picture) return;
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    setPicture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  };

  return (
    <section className="product-qr">
      <button type="button" className="product-qr__toggle" onClick={() => void toggle()} aria-expanded={shown}>
        <IonIcon icon={qrCodeOutline} aria-hidden="true" />
        {shown ? fa.scanner.hideQr : fa.scanner.showQr}
      </button>
      {shown && picture ? (
        <figure className="product-qr__figure">
          <img src={picture} alt={fa.scanner.qrAlt(productName)} width={200} height={200} />
          <figcaption>
            {fa.scanner.qrHint}
            <bdi dir="ltr" className="product-qr__link">
              {link}
            </bdi>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
