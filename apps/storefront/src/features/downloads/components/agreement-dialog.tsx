import { useEffect, useId, useRef } from 'react';
import * as fa from '@/strings/fa';

interface AgreementDialogProps {
  productName: string;
  text: string;
  onAgree: () => void;
  onCancel: () => void;
}

export function AgreementDialog({ productName, text, onAgree, onCancel }: AgreementDialogProps) {
  const titleId = useId();
  const agreeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => agreeRef.current?.focus(), []);

  return (
    <div className="agreement-backdrop">
      <div
        className="agreement-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={titleId} className="agreement-dialog__title">
          {fa.downloads.agreementTitle}
        </h2>
        <p className="agreement-dialog__product">{productName}</p>
        <p className="agreement-dialog__intro">{fa.downloads.agreementIntro}</p>
        <p className="agreement-dialog__text">{text}</p>
        <div className="agreement-dialog__actions">
          <button ref={agreeRef} type="button" className="form-button" onClick={onAgree}>
            {fa.downloads.agree}
          </button>
          <button type="button" className="form-button form-button--secondary" onClick={onCancel}>
            {fa.downloads.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
