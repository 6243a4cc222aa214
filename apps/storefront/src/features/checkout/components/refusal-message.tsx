import { FormMessage } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/http-error';

export function RefusalMessage({ error, fallback }: { error: unknown; fallback?: string }) {
  const refused = error instanceof ApiError && error.status < 500;
  const message = refused || !fallback ? apiErrorMessage(error) : fallback;
  const details = refused ? error.errors.filter((text) => text !== message) : [];
  return (
    <FormMessage kind="error">
      {message}
      {details.length > 0 ? (
        <>
          {details.map((text) => (
            <span key={text} className="form-message__detail">
              <br />
              {text}
            </span>
          ))}
        </>
      ) : null}
    </FormMessage>
  );
}
