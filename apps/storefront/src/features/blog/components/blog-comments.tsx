import type { BlogComment } from '@sabad/contract';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

export function BlogCommentList({ comments }: { comments: BlogComment[] }) {
  if (comments.length === 0) return <p className="blog-comments__empty">{fa.blog.noComments}</p>;
  return (
    <ul className="blog-comment-list">
      {comments.map((comment) => (
        <li
          key={comment.Id}
          className={`blog-comment${comment.IsApproved ? '' : ' blog-comment--pending'}`}
          aria-label={comment.CustomerName}
        >
          <p className="blog-comment__meta">
            <span className="blog-comment__author">{comment.CustomerName}</span>
            <time dateTime={comment.CreatedOn}>{formatJalaliDate(comment.CreatedOn)}</time>
            {comment.IsApproved ? null : <span className="blog-comment__badge">{fa.blog.pending}</span>}
          </p>
          <p className="blog-comment__text">{comment.CommentText}</p>
        </li>
      ))}
    </ul>
  );
}

export function commentCountText(count: number): string {
  return count > 0 ? fa.blog.commentCount(formatNumber(count)) : fa.blog.noCommentsYet;
}
