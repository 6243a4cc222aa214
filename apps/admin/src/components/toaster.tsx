import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { errorMessage } from '@/lib/error-message';

export { toast };

/**
 * Sonner's rich colours put its text at 45% lightness on a pale tint: error red reaches 4.36:1, success green 4.29:1
 * and warning orange 3.07:1, under WCAG AA's 4.5:1 for text of this size (axe's color-contrast). The same hues,
 * darker, keep the look and reach 5.8–6.9:1. Set on the toaster element, where sonner declares these variables, so
 * every toast of the admin gets them; the admin has only the light theme.
 */
export const toastColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(216, 87%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

export function Toaster() {
  return (
    <Sonner
      dir="rtl"
      position="bottom-left"
      richColors
      closeButton
      theme="light"
      style={toastColours}
      // Above a page's sticky action bar (the product editor's save button sits in the bottom-left corner too), so a
      // toast never hides the button that is pressed next.
      offset={{ bottom: 80, left: 24 }}
      mobileOffset={{ bottom: 80, left: 16, right: 16 }}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}

/** A failed action's Persian message, as a toast. */
export function toastError(error: unknown) {
  toast.error(errorMessage(error));
}
