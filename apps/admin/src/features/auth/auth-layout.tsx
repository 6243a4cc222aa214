import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fa } from '@/strings/fa';

/** The sign-in steps' page: one card in the middle, outside the shell. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-4 text-center text-xl font-bold text-primary">{fa.common.appName}</p>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-bold">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
