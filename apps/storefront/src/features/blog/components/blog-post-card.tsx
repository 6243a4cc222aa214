import type { BlogPostSummary } from '@sabad/contract';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatJalaliDate } from '@/lib/format';
import { pictureLoading } from '@/lib/picture-sources';
import { commentCountText } from './blog-comments';
import { BlogTagLinks } from './blog-tags';

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** The list's first cover is the first screen's largest picture (LCP): it loads at once and first. */
  first?: boolean;
}

export function BlogPostCard({ post, first = false }: BlogPostCardProps) {
  const link = paths.blogPost.link(post.Id);
  return (
    <article className="blog-card" aria-labelledby={`blog-post-${post.Id}`}>
      <AppLink to={link} className="blog-card__cover" tabIndex={-1} aria-hidden="true">
        {post.PictureUrl ? (
          <img src={post.PictureUrl} alt="" width={800} height={450} {...pictureLoading(first ? 'high' : 'lazy')} />
        ) : null}
      </AppLink>
      <div className="blog-card__body">
        <h2 id={`blog-post-${post.Id}`} className="blog-card__title">
          <AppLink to={link} className="unstyled-link">
            {post.Title}
          </AppLink>
        </h2>
        <p className="blog-meta">
          <time dateTime={post.CreatedOn}>{formatJalaliDate(post.CreatedOn)}</time>
          <span>{commentCountText(post.NumberOfComments)}</span>
        </p>
        {post.BodyOverview ? <p className="blog-card__overview">{post.BodyOverview}</p> : null}
        <BlogTagLinks tags={post.Tags} />
      </div>
    </article>
  );
}
