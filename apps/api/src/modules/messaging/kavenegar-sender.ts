import { z } from 'zod';
import { MessageDeliveryError, type MessageSender, type OutgoingMessage } from './message-sender.js';

export interface KavenegarSenderOptions {
  apiKey: string;
  sender: string;
  baseUrl: string;
  timeoutMs?: number;
}

const KavenegarResponse = z.object({
  return: z.object({ status: z.number(), message: z.string() }),
});

/** The API key is part of the path, so URLs are never logged. */
export function createKavenegarSender(options: KavenegarSenderOptions): MessageSender {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(options.apiKey)}/sms/send.json`;
  return {
    channel: 'sms',
    name: 'kavenegar',
    async send(message: OutgoingMessage) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: new URLSearchParams({ receptor: message.to, sender: options.sender, message: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new MessageDeliveryError(
          'kavenegar',
          `request failed: ${error instanceof Error ? error.name : 'unknown'}`,
        );
      }
      const parsed = KavenegarResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new MessageDeliveryError('kavenegar', `unexpected answer (HTTP ${response.status})`);
      if (parsed.data.return.status !== 200) {
        throw new MessageDeliveryError(
          'kavenegar',
          `status ${parsed.data.return.status}: ${parsed.data.return.message}`,
        );
      }
    },
  };
}
