import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { AdminSignInBody } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { AuthLayout, FormError } from './auth-layout';
import { useSignInStep } from './sign-in-step';
import { authFa } from './strings';

const route = getRouteApi('/sign-in');

export function SignInPage() {
  const { returnTo } = route.useSearch();
  const next = useSignInStep(returnTo);
  const form = useForm({ resolver: zodResolver(AdminSignInBody), defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.call('adminSignIn', { body }),
    onSuccess: next,
  });
  const { errors } = form.formState;
  return (
    <AuthLayout title={authFa.signInTitle} description={authFa.signInDescription}>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        <FormError message={signIn.isError ? errorMessage(signIn.error) : null} />
        <FormField label={authFa.email} error={errors.email?.message}>
          <Input type="email" dir="ltr" autoComplete="username" autoFocus {...form.register('email')} />
        </FormField>
        <FormField label={authFa.password} error={errors.password?.message}>
          <Input type="password" dir="ltr" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={signIn.isPending}>
          {authFa.signIn}
        </Button>
      </form>
    </AuthLayout>
  );
}
