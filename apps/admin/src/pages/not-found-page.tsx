import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { fa } from '@/strings/fa';

export function NotFoundPage() {
  return <ErrorPanel title={fa.errors.notFoundTitle} text={fa.errors.notFound} code="۴۰۴" />;
}

export function ErrorPanel({ title, text, code }: { title: string; text: string; code: string }) {
  return (
    <div className="mx-auto grid max-w-lg place-items-center gap-4 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">
        {code}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to="/">{fa.errors.backHome}</Link>
      </Button>
    </div>
  );
}

/** Outside the shell (an address no route knows) the page is its own landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main id="main">
      <NotFoundPage />
    </main>
  );
}
