import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toLatinDigits } from '@sabad/contract';
import { AdminRecoveryCodeBody, AdminTotpCodeBody } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { AuthLayout, FormError } from './auth-layout';
import { useSignInStep } from './sign-in-step';
import { authFa } from './strings';

const route = getRouteApi('/sign-in/code');

/** The second step: the authenticator's code, or one recovery code in its place. */
export function TotpPage() {
  const { returnTo } = route.useSearch();
  const [recovery, setRecovery] = useState(false);
  return (
    <AuthLayout
      title={recovery ? authFa.recoveryTitle : authFa.totpTitle}
      description={recovery ? authFa.recoveryDescription : authFa.totpDescription}
    >
      {recovery ? <RecoveryForm returnTo={returnTo} /> : <CodeForm returnTo={returnTo} />}
      <div className="mt-4 grid gap-2 text-center">
        <Button variant="link" onClick={() => setRecovery(!recovery)}>
          {recovery ? authFa.useTotp : authFa.useRecoveryCode}
        </Button>
        <Button variant="link" asChild>
          <Link to="/sign-in" search={returnTo ? { returnTo } : {}}>
            {authFa.startOver}
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

function CodeForm({ returnTo }: { returnTo: string | undefined }) {
  const next = useSignInStep(returnTo);
  const form = useForm({ resolver: zodResolver(AdminTotpCodeBody), defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: (code: string) => api.call('adminVerifyTotp', { body: { code: toLatinDigits(code) } }),
    onSuccess: next,
  });
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
      <FormError message={verify.isError ? errorMessage(verify.error) : null} />
      <FormField label={authFa.totpCode} error={form.formState.errors.code?.message}>
        <Input
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={20}
          className="text-center text-lg tracking-[0.4em]"
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" disabled={verify.isPending}>
        {authFa.verify}
      </Button>
    </form>
  );
}

function RecoveryForm({ returnTo }: { returnTo: string | undefined }) {
  const next = useSignInStep(returnTo);
  const form = useForm({ resolver: zodResolver(AdminRecoveryCodeBody), defaultValues: { code: '' } });
  const use = useMutation({
    mutationFn: (code: string) => api.call('adminUseRecoveryCode', { body: { code: toLatinDigits(code) } }),
    onSuccess: next,
  });
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ code }) => use.mutate(code))}>
      <FormError message={use.isError ? errorMessage(use.error) : null} />
      <FormField label={authFa.recoveryCode} error={form.formState.errors.code?.message}>
        <Input dir="ltr" autoComplete="off" autoFocus maxLength={40} {...form.register('code')} />
      </FormField>
      <Button type="submit" disabled={use.isPending}>
        {authFa.verify}
      </Button>
    </form>
  );
}
