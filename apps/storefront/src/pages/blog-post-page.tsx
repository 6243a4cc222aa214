import { IonContent, IonPage } from '@ionic/react';
import { AppLink } from '@/components/app-link';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useBlogPost } from '@/features/blog/api/get-blog-post';
import { BlogCommentForm } from '@/features/blog/components/blog-comment-form';
import { BlogCommentList, commentCountText } from '@/features/blog/components/blog-comments';
import { BlogTagLinks } from '@/features/blog/components/blog-tags';
import '@/features/blog/components/blog.css';
import { formatJalaliDate } from '@/lib/format';
import { isAuthorized, useSession } from '@/lib/session';
import { usePageQuery } from '@/lib/use-page-query';
import * as fa from '@/strings/fa';

/**
 * The spec's blog-post route (`/blog-post?id=3`): the cover, title, Jalali date, tags and the
 * sanitised body, then the approved comments (and the shopper's own waiting ones), the comment form
 * for a logged-in customer and, for a guest, a login link that comes back here.
 */
export default function BlogPostPage() {
  // Ionic keeps this page under the login page it links to: its own query (the post) stays meanwhile.
  const search = usePageQuery(paths.blogPost.pattern);
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const state = useSession();
  const signedIn = isAuthorized(state);
  // Keyed by the session's token: the answer carries the viewer's own waiting comments.
  const post = useBlogPost(id, state.accessToken);

  return (
    <IonPage>
      <PageHeader title={fa.pages.blogPost} backHref={paths.blog.link()} />
      <IonContent className="ion-padding">
        {!valid ? (
          <p className="state-message">{fa.blog.missingPost}</p>
        ) : (
          <QueryState query={post}>
            {(data) => (
              <article className="content-narrow blog-post" aria-labelledby="blog-post-title">
                {data.FullPictureUrl ? (
                  <img className="blog-post__cover" src={data.FullPictureUrl} alt="" width={1200} height={675} />
                ) : null}
                <h1 id="blog-post-title" className="blog-post__title">
                  {data.Title}
                </h1>
                <p className="blog-meta">
                  <time dateTime={data.CreatedOn}>{fa.blog.publishedOn(formatJalaliDate(data.CreatedOn))}</time>
                  <span>{commentCountText(data.NumberOfComments)}</span>
                </p>
                <BlogTagLinks tags={data.Tags} />
                <SafeHtml html={data.Body} className="rich-text blog-post__body" />
                <section className="blog-comments" aria-labelledby="blog-comments-title">
                  <h2 id="blog-comments-title" className="blog-section-title">
                    {fa.blog.commentsTitle}
                  </h2>
                  <BlogCommentList comments={data.Comments} />
                  {!data.AllowComments ? (
                    <p className="blog-comments__empty">{fa.blog.commentsClosed}</p>
                  ) : signedIn ? (
                    <BlogCommentForm postId={data.Id} />
                  ) : (
                    <div className="blog-guest">
                      <p>{fa.blog.guestPrompt}</p>
                      <AppLink
                        to={paths.login.link(paths.blogPost.link(id))}
                        className="form-button form-button--link blog-guest__login"
                      >
                        {fa.blog.login}
                      </AppLink>
                    </div>
                  )}
                </section>
                <AppLink to={paths.blog.link()} className="blog-post__back">
                  {fa.blog.backToBlog}
                </AppLink>
              </article>
            )}
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
