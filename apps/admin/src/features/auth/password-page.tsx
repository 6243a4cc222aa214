import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { AdminChangePasswordBody } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { csrf, meQueryOptions } from '@/lib/session';
import { FormError } from './auth-layout';
import { authFa } from './strings';

/** Every session of the staff member ends with the change (this one too), so it ends at the sign-in page. */
export function PasswordPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions(api));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(AdminChangePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.call('adminChangePassword', { body }),
    onSuccess: async () => {
      csrf.set(null);
      toast.success(authFa.passwordChanged);
      // Leave the shell first: cleared while it is shown, it would ask for the staff member again.
      await navigate({ to: '/sign-in' });
      queryClient.clear();
    },
  });
  const { errors } = form.formState;
  return (
    <>
      <PageHeader
        title={authFa.passwordTitle}
        description={me.mustChangePassword ? authFa.passwordMustChange : authFa.passwordDescription}
      />
      <Card className="max-w-md">
        <CardContent className="pt-5">
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
            <FormError message={change.isError ? errorMessage(change.error) : null} />
            <FormField label={authFa.currentPassword} error={errors.currentPassword?.message}>
              <Input type="password" dir="ltr" autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
            <FormField label={authFa.newPassword} hint={authFa.newPasswordHint} error={errors.newPassword?.message}>
              <Input type="password" dir="ltr" autoComplete="new-password" {...form.register('newPassword')} />
            </FormField>
            <Button type="submit" disabled={change.isPending}>
              {authFa.changePassword}
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
