import { useRef, useState, type ChangeEvent } from 'react';
import { isNativePlatform } from '@/lib/platform';
import * as fa from '@/strings/fa';
import { scanWithNativeScanner } from '@/features/scanner/native-scanner';
import { readQrFromFile } from '@/features/scanner/qr-reader';
import { CameraScanner } from './camera-scanner';
import './scanner.css';

interface QrTextScanProps {
  label: string;
  pictureLabel: string;
  onText: (text: string) => void;
}

export function QrTextScan({ label, pictureLabel, onText }: QrTextScanProps) {
  const [cameraOn, setCameraOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const got = (text: string) => {
    setCameraOn(false);
    setProblem(null);
    onText(text);
  };

  const startCamera = async () => {
    setProblem(null);
    if (!isNativePlatform()) {
      setCameraOn(true);
      return;
    }
    try {
      const text = await scanWithNativeScanner();
      if (text) got(text);
    } catch {
      setProblem(fa.scanner.cameraUnavailable);
    }
  };

  const pickedPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCameraOn(false);
    setReading(true);
    let text: string | null = null;
    try {
      text = await readQrFromFile(file);
    } catch {
      text = null;
    }
    setReading(false);
    if (text) got(text);
    else setProblem(fa.scanner.noCodeInPicture);
  };

  return (
    <div className="scanner-page__actions">
      {cameraOn ? (
        <>
          <CameraScanner
            onText={got}
            onUnavailable={() => {
              setCameraOn(false);
              setProblem(fa.scanner.cameraUnavailable);
            }}
          />
          <button type="button" className="form-button form-button--secondary" onClick={() => setCameraOn(false)}>
            {fa.scanner.stopCamera}
          </button>
        </>
      ) : (
        <button type="button" className="form-button form-button--secondary" onClick={() => void startCamera()}>
          {label}
        </button>
      )}
      <button
        type="button"
        className="form-button form-button--secondary"
        disabled={reading}
        onClick={() => fileInput.current?.click()}
      >
        {pictureLabel}
      </button>
      <input
        ref={fileInput}
        className="scanner-page__file"
        type="file"
        accept="image/*"
        aria-label={pictureLabel}
        tabIndex={-1}
        onChange={(event) => void pickedPicture(event)}
      />
      {reading ? (
        <p className="scanner-page__status" role="status">
          {fa.scanner.readingPicture}
        </p>
      ) : null}
      {problem ? (
        <p className="scanner-page__status scanner-page__status--error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
