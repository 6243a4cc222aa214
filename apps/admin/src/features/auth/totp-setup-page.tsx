import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toLatinDigits } from '@sabad/contract';
import { AdminTotpCodeBody } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { LtrIsolate } from '@/components/ltr';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { AuthLayout, FormError } from './auth-layout';
import { useSignInStep } from './sign-in-step';
import { authFa } from './strings';

const route = getRouteApi('/sign-in/setup');

/** First sign-in of a role that changes data: scan the secret, confirm a code, keep the recovery codes. */
export function TotpSetupPage() {
  const { returnTo } = route.useSearch();
  const next = useSignInStep(returnTo);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [confirmedState, setConfirmedState] = useState<Parameters<typeof next>[0] | null>(null);
  const start = useMutation({ mutationFn: () => api.call('adminStartTotpSetup') });
  const [qr, setQr] = useState<string | null>(null);

  const { mutate: startSetup } = start;
  useEffect(() => startSetup(), [startSetup]);
  useEffect(() => {
    if (!start.data) return;
    let current = true;
    void toDataURL(start.data.otpauthUri, { margin: 1, width: 220 }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [start.data]);

  const form = useForm({ resolver: zodResolver(AdminTotpCodeBody), defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (code: string) => api.call('adminConfirmTotpSetup', { body: { code: toLatinDigits(code) } }),
    onSuccess: ({ recoveryCodes: codes, ...state }) => {
      setRecoveryCodes(codes);
      setConfirmedState(state);
    },
  });

  if (recoveryCodes && confirmedState) {
    return (
      <AuthLayout title={authFa.recoveryCodesTitle} description={authFa.recoveryCodesDescription}>
        <ul
          className="mb-4 grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm"
          dir="ltr"
          aria-label={authFa.recoveryCodesTitle}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="grid gap-2">
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard?.writeText(recoveryCodes.join('\n')).then(() => toast.success(authFa.copied))
            }
          >
            {authFa.copyCodes}
          </Button>
          <Button onClick={() => void next(confirmedState)}>{authFa.savedCodes}</Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={authFa.setupTitle} description={authFa.setupDescription}>
      <div className="grid gap-4">
        <FormError message={start.isError ? errorMessage(start.error) : null} />
        {start.data ? (
          <div className="grid justify-items-center gap-3">
            {qr ? (
              <img src={qr} width={220} height={220} alt={authFa.qrAlt} className="rounded-md border border-border" />
            ) : (
              <Skeleton className="size-[220px]" />
            )}
            <p className="text-sm">
              {authFa.secret}: <LtrIsolate className="font-mono break-all select-all">{start.data.secret}</LtrIsolate>
            </p>
          </div>
        ) : start.isPending ? (
          <Skeleton className="mx-auto size-[220px]" />
        ) : null}
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ code }) => confirm.mutate(code))}>
          <FormError message={confirm.isError ? errorMessage(confirm.error) : null} />
          <FormField label={authFa.setupCode} error={form.formState.errors.code?.message}>
            <Input
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              className="text-center text-lg tracking-[0.4em]"
              {...form.register('code')}
            />
          </FormField>
          <Button type="submit" disabled={confirm.isPending || !start.data}>
            {authFa.confirmSetup}
          </Button>
        </form>
        <Button variant="link" asChild>
          <Link to="/sign-in" search={returnTo ? { returnTo } : {}}>
            {authFa.startOver}
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
