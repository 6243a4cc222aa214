import type { CurrentCustomer } from '@sabad/contract';
import { AVATAR_MIME_TYPES } from '@sabad/contract/constants';
import { IonIcon } from '@ionic/react';
import { cameraOutline, personCircleOutline } from 'ionicons/icons';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useDeleteAvatar, useUploadAvatar } from '@/features/account/api/avatar';
import './avatar-picker.css';

const acceptedTypes: readonly string[] = AVATAR_MIME_TYPES;
/** Some pickers (older Android webviews) leave `type` empty; the extension stands in for it here. The API checks the content. */
const acceptedExtensions = /\.(jpe?g|png|webp)$/i;

const megabytes = (bytes: number) =>
  toPersianDigits(String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', '٫'));

export function avatarFileProblem(file: File, maxBytes: number): string | null {
  const typeOk = file.type ? acceptedTypes.includes(file.type) : acceptedExtensions.test(file.name);
  if (!typeOk) return fa.avatar.wrongType;
  if (file.size === 0) return fa.avatar.empty;
  if (file.size > maxBytes) return fa.avatar.tooBig(megabytes(maxBytes));
  return null;
}

interface AvatarPickerProps {
  customer: Pick<CurrentCustomer, 'AvatarUrl'>;
  allowUpload: boolean;
  maxBytes: number;
  children?: ReactNode;
}

export function AvatarPicker({ customer, allowUpload, maxBytes, children }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file, maxBytes);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setMessage(null);
    try {
      await upload.mutateAsync(file);
      setMessage({ kind: 'success', text: fa.avatar.uploaded });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error) });
    }
  };

  const onRemove = async () => {
    setMessage(null);
    try {
      await remove.mutateAsync(undefined);
      setMessage({ kind: 'success', text: fa.avatar.removed });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error) });
    }
  };

  return (
    <div className="avatar-picker">
      <div className="profile-header">
        <div className="avatar-picker__frame" aria-busy={busy || undefined}>
          {customer.AvatarUrl ? (
            <img src={customer.AvatarUrl} alt={fa.menu.avatarAlt} />
          ) : (
            <IonIcon icon={personCircleOutline} aria-hidden="true" />
          )}
          {allowUpload ? (
            <button
              type="button"
              className="avatar-picker__change"
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-label={fa.avatar.change}
            >
              <IonIcon icon={cameraOutline} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="profile-header__text">
          {children}
          {customer.AvatarUrl && allowUpload ? (
            <button type="button" className="avatar-picker__remove" onClick={() => void onRemove()} disabled={busy}>
              {fa.avatar.remove}
            </button>
          ) : null}
        </div>
      </div>
      {allowUpload ? (
        <input
          ref={input}
          type="file"
          accept={acceptedTypes.join(',')}
          className="avatar-picker__input"
          aria-label={fa.avatar.change}
          tabIndex={-1}
          onChange={(event) => void onFile(event)}
        />
      ) : null}
      {upload.isPending ? (
        <p className="avatar-picker__status" role="status">
          {fa.avatar.uploading}
        </p>
      ) : null}
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
    </div>
  );
}
