import type { MessageSender, OutgoingMessage } from './message-sender.js';

export interface MessagingService {
  send(message: OutgoingMessage): Promise<void>;
  /** Which transport each channel uses, for logs and the health page. */
  describe(): { email: string; sms: string };
}

/** Routes each message to its channel's sender. */
export function createMessagingService(senders: { email: MessageSender; sms: MessageSender }): MessagingService {
  return {
    send: (message) => senders[message.channel].send(message),
    describe: () => ({ email: senders.email.name, sms: senders.sms.name }),
  };
}
