/**
 * One access-log line per request (method, path, status, time), instead of Fastify's two lines
 * with the whole request object: cheaper under load, and it never carries headers, so no token
 * or guest id can reach the logs.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are a person's address or a secret (`passwordrecoverysend?emailmobile=…`
 * names who asked for a code): logged as the name with its value hidden. Catalogue queries (SearchWords,
 * CategoryId, …) stay whole, for finding slow or failing searches.
 */
const PERSONAL_QUERY_PARAMETER = /^(email|mobile|emailmobile|phone|username|password|token|code|ticket)$/i;

/** The request's path with personal query values hidden. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return PERSONAL_QUERY_PARAMETER.test(decodeQueryName(name)) ? `${name}=…` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
