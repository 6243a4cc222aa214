import { BLOG_COMMENT_MAX } from '@sabad/contract/constants';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextAreaField, focusFirstInvalid } from '@/components/form-field';
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
      <TextAreaField
        label={fa.blog.commentText}
        rows={4}
        value={text}
        maxLength={BLOG_COMMENT_MAX}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
      />
      {add.error ? <FormMessage kind="error">{apiErrorMessage(add.error)}</FormMessage> : null}
      <SubmitButton busy={add.isPending}>{fa.blog.submit}</SubmitButton>
    </form>
  );
}
