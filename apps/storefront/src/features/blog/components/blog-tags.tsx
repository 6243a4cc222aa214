import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

export function BlogTagLinks({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="blog-tags" aria-label={fa.blog.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag}>
          <AppLink to={paths.blog.link(tag)} className="blog-tag">
            {`#${tag}`}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function BlogTagFilter({
  tags,
  current,
}: {
  tags: Array<{ Name: string; PostCount: number }>;
  current: string | null;
}) {
  if (tags.length === 0) return null;
  return (
    <nav className="blog-tag-filter" aria-label={fa.blog.tagsLabel}>
      <AppLink to={paths.blog.link()} className="blog-chip" aria-current={current === null ? 'page' : undefined}>
        {fa.blog.allTags}
      </AppLink>
      {tags.map((tag) => (
        <AppLink
          key={tag.Name}
          to={paths.blog.link(tag.Name)}
          className="blog-chip"
          aria-current={current === tag.Name ? 'page' : undefined}
          aria-label={fa.blog.tagChipLabel(tag.Name, formatNumber(tag.PostCount))}
        >
          {tag.Name}
          <span className="blog-chip__count" aria-hidden="true">
            {formatNumber(tag.PostCount)}
          </span>
        </AppLink>
      ))}
    </nav>
  );
}
