import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleUser, KeyRound, LogOut, MonitorSmartphone } from 'lucide-react';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { api } from '@/lib/api';
import { csrf, type Me } from '@/lib/session';
import { fa } from '@/strings/fa';

export function AccountMenu({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => api.call('adminSignOut'),
    onSuccess: async () => {
      csrf.set(null);
      toast.success(fa.shell.signedOut);
      // Leave the shell first: cleared while it is shown, it would ask for the staff member again.
      await navigate({ to: '/sign-in' });
      queryClient.clear();
    },
    onError: toastError,
  });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`${fa.shell.account}: ${me.name || me.email}`}>
          <CircleUser aria-hidden="true" />
          <span className="hidden max-w-48 truncate sm:inline">{me.name || me.email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid gap-0.5">
          <span>{me.name}</span>
          <bdi dir="ltr" className="text-xs font-normal text-muted-foreground">
            {me.email}
          </bdi>
          <span className="text-xs font-normal text-muted-foreground">{me.roles.map((r) => r.name).join('، ')}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/sessions">
            <MonitorSmartphone aria-hidden="true" />
            {fa.shell.mySessions}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/password">
            <KeyRound aria-hidden="true" />
            {fa.shell.changePassword}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {fa.shell.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
