import { IonContent, IonPage } from '@ionic/react';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import type { CSSProperties } from 'react';
import { useFirstScreenTakeover } from '@/app/startup/first-screen';
import { LoadMore } from '@/components/load-more';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { blogTagOf, useBlogPosts, useBlogTags } from '@/features/blog/api/get-blog-posts';
import { BlogPostCard } from '@/features/blog/components/blog-post-card';
import { BlogTagFilter } from '@/features/blog/components/blog-tags';
import '@/features/blog/components/blog.css';
import { paths } from '@/config/paths';
import { usePageQuery } from '@/lib/use-page-query';
import * as fa from '@/strings/fa';

/** The same columns as the server's first screen of the blog draws. */
const listStyle = {
  '--sabad-blog-card-min': `${firstScreenLayout.blogList.cardMinInlineSize}px`,
  '--sabad-blog-gap': `${firstScreenLayout.blogList.gap}px`,
} as CSSProperties;

/**
 * The spec's blog route (`/blog`, `/blog?tag=موبایل`): published posts newest first as cards with
 * their covers, ten at a time as the shopper scrolls, and the tags to filter by.
 */
export default function BlogPage() {
  // Ionic keeps this page under an opened post: its own query (the tag) stays meanwhile.
  const search = usePageQuery(paths.blog.pattern);
  const tag = blogTagOf(search);
  const posts = useBlogPosts(tag);
  const tags = useBlogTags();
  useFirstScreenTakeover(!posts.isPending && !tags.isPending);

  return (
    <IonPage>
      <PageHeader title={fa.pages.blog} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <div className="content-narrow">
          <p className="blog-intro">{fa.blog.intro}</p>
          <BlogTagFilter tags={tags.data?.Items ?? []} current={tag} />
          {tag ? <h2 className="blog-filter-title">{fa.blog.tagFilter(tag)}</h2> : null}
          <QueryState query={posts}>
            {(data) => {
              const items = data.pages.flatMap((page) => page.Items);
              if (items.length === 0) return <p className="state-message">{tag ? fa.blog.emptyTag : fa.blog.empty}</p>;
              return (
                <>
                  <ul className="blog-list" style={listStyle}>
                    {items.map((post, index) => (
                      <li key={post.Id}>
                        <BlogPostCard post={post} first={index === 0} />
                      </li>
                    ))}
                  </ul>
                  <LoadMore
                    hasMore={posts.hasNextPage}
                    loading={posts.isFetchingNextPage}
                    onLoadMore={() => void posts.fetchNextPage()}
                  />
                </>
              );
            }}
          </QueryState>
        </div>
      </IonContent>
    </IonPage>
  );
}
