import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { ContentService } from './content.service.js';

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }): void {
  addRoute(app, 'getTopicList', () => deps.content.topicList());
  addRoute(app, 'getTopic', ({ params }) => deps.content.topic(params.systemName));
}
