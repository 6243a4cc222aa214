import type { Kysely } from 'kysely';
import type { Topic, TopicList } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { contentMessages } from './content.messages.js';
import { findPublishedTopic, listSideMenuTopics } from './content.repository.js';

export interface ContentService {
  topicList(): Promise<TopicList>;
  topic(systemName: string): Promise<Topic>;
}

export function createContentService(deps: { db: Kysely<Database> }): ContentService {
  return {
    async topicList() {
      const rows = await listSideMenuTopics(deps.db);
      return {
        Items: rows.map((row) => ({ Id: row.id, SystemName: row.system_name, Title: row.title, CustomProperties: {} })),
      };
    },

    async topic(systemName) {
      const row = await findPublishedTopic(deps.db, systemName);
      if (!row) throw notFound(contentMessages.topicNotFound, []);
      return {
        Id: row.id,
        SystemName: row.system_name,
        Title: row.title,
        Body: sanitizeRichText(row.body),
        MetaDescription: row.meta_description,
        CustomProperties: {},
      };
    },
  };
}
