import { BLOG_COMMENT_MAX } from '@sabad/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, focusFirstInvalid } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useAddBlogComment } from '@/features/blog/api/add-blog-comment';

export function validateBlogComment(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return fa.blog.commentRequired;
  if (trimmed.length > BLOG_COMMENT_MAX) return fa.blog.commentTooLong(formatNumber(BLOG_COMMENT_MAX));
  return undefined;
}

export function BlogCommentForm({ postId }: { postId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddBlogComment(postId);
  const textId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateBlogComment(text);
    setError(found);
    if (found) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    add.mutate(
      { CommentText: text.trim() },
      {
        onSuccess: () => setText(''),
      },
    );
  };

  return (
    <form className="form blog-comment-form" aria-label={fa.blog.writeTitle} onSubmit={submit} noValidate>
      <h3 className="blog-section-title">{fa.blog.writeTitle}</h3>
      {add.data ? <FormMessage kind="success">{add.data.Message}</FormMessage> : null}
      <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
        <label htmlFor={textId}>{fa.blog.commentText}</label>
        <textarea
          id={textId}
          rows={4}
          value={text}
          maxLength={BLOG_COMMENT_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : undefined}
        />
        {error ? (
          <small id={`${textId}-error`} className="form-field__error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
      {add.error ? <FormMessage kind="error">{apiErrorMessage(add.error)}</FormMessage> : null}
      <SubmitButton busy={add.isPending}>{fa.blog.submit}</SubmitButton>
    </form>
  );
}
