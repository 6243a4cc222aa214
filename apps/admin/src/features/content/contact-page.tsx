import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@/app/require-permission';
import { PageHeader } from '@/components/page-header';
import { SettingsGroupForm } from '@/components/settings-group-form';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { ContentTabs } from './content-tabs';
import { contentFa as t } from './strings';

const contactKey = ['admin', 'content', 'contact'] as const;

/** The contact page's details: a settings group of the content area, the same form as the settings'. */
export function ContactPage() {
  const me = useQuery(meQueryOptions(api)).data;
  const queryClient = useQueryClient();
  const group = useQuery({
    queryKey: contactKey,
    queryFn: ({ signal }) => api.call('adminGetContactDetails', { signal }),
    throwOnError: true,
  });
  return (
    <>
      <PageHeader title={t.title} description={t.contactDescription} />
      <ContentTabs />
      {group.data ? (
        <SettingsGroupForm
          group={group.data}
          canChange={can(me, 'content.change')}
          save={(body) => api.call('adminChangeContactDetails', { body })}
          onSaved={(saved) => queryClient.setQueryData(contactKey, saved)}
          onReload={() => void queryClient.invalidateQueries({ queryKey: contactKey })}
        />
      ) : null}
    </>
  );
}
