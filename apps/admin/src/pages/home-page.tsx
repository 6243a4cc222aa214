import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';

export function HomePage() {
  const { data: me } = useSuspenseQuery(meQueryOptions(api));
  return <PageHeader title={fa.home.title} description={fa.home.welcome(me.name || me.email)} />;
}
