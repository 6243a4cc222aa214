import { z } from 'zod';
import { CustomProperties } from './common.js';

/** An information page's entry in the side menu (docs/product.md §3 "Topic: Title, SystemName"). */
export const TopicSummary = z
  .object({
    Id: z.number().int(),
    SystemName: z.string(),
    Title: z.string(),
    CustomProperties,
  })
  .meta({ id: 'TopicSummary' });
export type TopicSummary = z.infer<typeof TopicSummary>;

/** `GET /topic/gettopicslist`: topics shown in the side menu, in display order. */
export const TopicList = z.object({ Items: z.array(TopicSummary) }).meta({ id: 'TopicList' });
export type TopicList = z.infer<typeof TopicList>;

/** `GET /topic/getbysystemname/{systemName}`: the page; `Body` is HTML the server has sanitised. */
export const Topic = TopicSummary.extend({
  Body: z.string().describe('Sanitised HTML'),
  MetaDescription: z.string(),
}).meta({ id: 'Topic' });
export type Topic = z.infer<typeof Topic>;

export const TopicParams = z.object({
  systemName: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
