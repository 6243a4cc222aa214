import { Button } from '@/components/ui/button';
import { fa } from '@/strings/fa';

/**
 * A stale save's 409 (ADR 0065), above what it concerns: the server's message names who changed what;
 * nothing was saved, and the button brings the fresh copy.
 */
export function ConflictNotice({
  message,
  onReload,
  reloadLabel,
}: {
  message: string;
  onReload: () => void;
  reloadLabel: string;
}) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-4">
      <p className="font-bold text-destructive">{fa.errors.conflictTitle}</p>
      <p className="mt-1 text-sm">{message}</p>
      <Button className="mt-3" variant="outline" size="sm" onClick={onReload}>
        {reloadLabel}
      </Button>
    </div>
  );
}
