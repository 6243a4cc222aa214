import { fa } from '@/strings/fa';
import { ErrorPanel } from './not-found-page';

export function ForbiddenPage() {
  return <ErrorPanel title={fa.errors.forbiddenTitle} text={fa.errors.forbidden} code="۴۰۳" />;
}
