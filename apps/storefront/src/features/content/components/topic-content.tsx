import type { Topic } from '@sabad/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';

export function TopicContent({ query }: { query: UseQueryResult<Topic> }) {
  return (
    <QueryState query={query}>
      {(topic) => (
        <article className="content-narrow">
          <SafeHtml html={topic.Body} />
        </article>
      )}
    </QueryState>
  );
}
