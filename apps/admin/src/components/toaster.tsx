import { Toaster as Sonner, toast } from 'sonner';
import { errorMessage } from '@/lib/error-message';

export { toast };

export function Toaster() {
  return (
    <Sonner
      dir="rtl"
      position="bottom-left"
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}

/** A failed action's Persian message, as a toast. */
export function toastError(error: unknown) {
  toast.error(errorMessage(error));
}
