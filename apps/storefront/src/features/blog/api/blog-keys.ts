export const blogKeys = {
  all: ['blog'] as const,
  lists: ['blog', 'list'] as const,
  list: (tag: string | null) => ['blog', 'list', tag] as const,
  tags: ['blog', 'tags'] as const,
  post: (id: number) => ['blog', 'post', id] as const,
  postFor: (id: number, viewer: string | null) => ['blog', 'post', id, viewer] as const,
};
