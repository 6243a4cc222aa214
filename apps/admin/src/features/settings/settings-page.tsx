import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { SettingsGroupName } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { PageHeader } from '@/components/page-header';
import { SettingsGroupForm } from '@/components/settings-group-form';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { ShippingMethods } from './shipping-methods';
import { TimeRanges } from './time-ranges';
import { settingsFa as t } from './strings';

const groupRoute = getRouteApi('/shell/settings/$group');
const groupsKey = ['admin', 'settings', 'groups'] as const;
const groupKey = (name: string) => ['admin', 'settings', 'group', name] as const;

function useGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: ({ signal }) => api.call('adminListSettingsGroups', { signal }),
    throwOnError: true,
    staleTime: Infinity,
  });
}

/** Every group as a card that opens its form. */
export function SettingsPage() {
  const groups = useGroups();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <nav aria-label={t.groupsNav}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.data?.items.map((group) => (
            <li key={group.name}>
              <Link
                to="/settings/$group"
                params={{ group: group.name }}
                className="block h-full rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader>
                    <CardTitle>{group.title}</CardTitle>
                    <CardDescription>{group.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function SettingsGroupPage() {
  const { group: name } = groupRoute.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'settings.change');
  const queryClient = useQueryClient();
  const group = useQuery({
    queryKey: groupKey(name),
    queryFn: ({ signal }) =>
      api.call('adminGetSettingsGroup', { params: { group: name as SettingsGroupName }, signal }),
    throwOnError: true,
  });
  return (
    <>
      <Link
        to="/settings"
        className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <PageHeader title={group.data ? `${t.title}: ${group.data.title}` : t.title} />
      <div className="grid gap-6">
        {group.data ? (
          <SettingsGroupForm
            group={group.data}
            canChange={canChange}
            save={(body) => api.call('adminChangeSettingsGroup', { params: { group: group.data.name }, body })}
            onSaved={(saved) => queryClient.setQueryData(groupKey(name), saved)}
            onReload={() => void queryClient.invalidateQueries({ queryKey: groupKey(name) })}
          />
        ) : null}
        {name === 'shipping' ? <ShippingMethods canChange={canChange} /> : null}
        {name === 'courier' ? <TimeRanges canChange={canChange} /> : null}
      </div>
    </>
  );
}
