import { IonContent, IonIcon, IonPage } from '@ionic/react';
import { cameraOutline, imageOutline } from 'ionicons/icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { isNativePlatform } from '@/lib/platform';
import { CameraScanner } from '@/features/scanner/components/camera-scanner';
import { ManualEntry } from '@/features/scanner/components/manual-entry';
import '@/features/scanner/components/scanner.css';
import { useOpenScannedText } from '@/features/scanner/hooks/use-open-scanned-text';
import { scanWithNativeScanner } from '@/features/scanner/native-scanner';
import { readQrFromFile } from '@/features/scanner/qr-reader';
import * as fa from '@/strings/fa';

type Status = { kind: 'info' | 'error'; text: string } | null;

export default function QrCodeScannerPage() {
  const openScannedText = useOpenScannedText();
  const [cameraOn, setCameraOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const open = async (text: string) => {
    setCameraOn(false);
    setBusy(true);
    setStatus({ kind: 'info', text: fa.scanner.looking });
    const problem = await openScannedText(text);
    setBusy(false);
    setStatus(problem ? { kind: 'error', text: problem } : null);
  };

  const startCamera = async () => {
    setStatus(null);
    if (!isNativePlatform()) {
      setCameraOn(true);
      return;
    }
    try {
      const text = await scanWithNativeScanner();
      if (text) await open(text);
    } catch {
      setStatus({ kind: 'error', text: fa.scanner.cameraUnavailable });
    }
  };

  const pickedPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCameraOn(false);
    setStatus({ kind: 'info', text: fa.scanner.readingPicture });
    let text: string | null = null;
    try {
      text = await readQrFromFile(file);
    } catch {
      text = null;
    }
    if (text) await open(text);
    else setStatus({ kind: 'error', text: fa.scanner.noCodeInPicture });
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.qrCodeScanner} backHref={defaultBackHref} />
      <IonContent>
        <div className="scanner-page">
          <p className="scanner-page__intro">{fa.scanner.intro}</p>
          {cameraOn ? (
            <CameraScanner
              onText={(text) => void open(text)}
              onUnavailable={() => {
                setCameraOn(false);
                setStatus({ kind: 'error', text: fa.scanner.cameraUnavailable });
              }}
            />
          ) : null}
          <div className="scanner-page__actions">
            {cameraOn ? (
              <button type="button" className="form-button form-button--secondary" onClick={() => setCameraOn(false)}>
                {fa.scanner.stopCamera}
              </button>
            ) : (
              <button
                type="button"
                className="form-button scanner-button"
                onClick={() => void startCamera()}
                disabled={busy}
              >
                <IonIcon icon={cameraOutline} aria-hidden="true" />
                {fa.scanner.startCamera}
              </button>
            )}
            <button
              type="button"
              className="form-button form-button--secondary scanner-button"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              <IonIcon icon={imageOutline} aria-hidden="true" />
              {fa.scanner.pickPicture}
            </button>
            <input
              ref={fileInput}
              className="scanner-page__file"
              type="file"
              accept="image/*"
              aria-label={fa.scanner.pickPicture}
              tabIndex={-1}
              onChange={(event) => void pickedPicture(event)}
            />
          </div>
          {status ? (
            <p
              className={`scanner-page__status scanner-page__status--${status.kind}`}
              role={status.kind === 'error' ? 'alert' : 'status'}
            >
              {status.text}
            </p>
          ) : null}
          <section aria-labelledby="scanner-manual-title">
            <h2 id="scanner-manual-title" className="section-title">
              {fa.scanner.manualTitle}
            </h2>
            <ManualEntry onSubmit={(text) => void open(text)} busy={busy} />
          </section>
        </div>
      </IonContent>
    </IonPage>
  );
}
