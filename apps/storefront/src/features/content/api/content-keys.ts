export const contentKeys = {
  all: ['content'] as const,
  topicList: ['content', 'topic-list'] as const,
  topic: (systemName: string) => ['content', 'topic', systemName] as const,
};
