import { useEffect, useRef } from 'react';
import * as fa from '@/strings/fa';
import { createQrReader } from '@/features/scanner/qr-reader';
import './scanner.css';

/** Frames are read this often: often enough to feel instant, rarely enough to spare the battery. */
const FRAME_INTERVAL_MS = 250;

interface CameraScannerProps {
  onText: (text: string) => void;
  onUnavailable: () => void;
}

export function CameraScanner({ onText, onUnavailable }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onText, onUnavailable });
  callbacks.current = { onText, onUnavailable };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const read = await createQrReader();
        const tick = async () => {
          if (stopped) return;
          const text = element.readyState >= 2 ? await read(element, element.videoWidth, element.videoHeight) : null;
          if (stopped) return;
          if (text) callbacks.current.onText(text);
          else timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        };
        await tick();
      } catch {
        if (!stopped) callbacks.current.onUnavailable();
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="scanner-camera">
      <video ref={video} muted playsInline aria-label={fa.scanner.cameraHint} />
      <div className="scanner-camera__frame" aria-hidden="true" />
      <p className="scanner-camera__hint">{fa.scanner.cameraHint}</p>
    </div>
  );
}
