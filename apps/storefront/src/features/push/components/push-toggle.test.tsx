import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as fa from '@/strings/fa';
import type { WebPushEnvironment } from '@/features/push/web-push';
import { PushToggle } from './push-toggle';

function environment(permission: NotificationPermission, options: { pushApi?: boolean } = {}) {
  const subscription = {
    endpoint: 'https://push.example/1',
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } }),
    unsubscribe: async () => true,
  } as unknown as PushSubscription;
  let current: PushSubscription | null = null;
  const notifications = {
    permission,
    requestPermission: vi.fn(async () => {
      notifications.permission = 'granted';
      return notifications.permission;
    }),
  };
  return {
    ...(options.pushApi === false ? {} : { notifications }),
    registration: async () =>
      ({
        pushManager: {
          getSubscription: async () => current,
          subscribe: async () => (current = subscription),
        },
      }) as unknown as ServiceWorkerRegistration,
    publicKey: async () => 'BA',
    register: vi.fn(async () => ({})),
    unregister: vi.fn(async () => ({})),
    topic: 'sabad-all',
    log: vi.fn(),
  } satisfies WebPushEnvironment;
}

const toggle = () => screen.getByRole('switch', { name: fa.push.notifications });

describe('the profile notifications toggle', () => {
  it('shows «اعلان‌ها» off without asking anything on load', async () => {
    const env = environment('default');
    render(<PushToggle environment={env} />);
    await screen.findByText(fa.push.notifications);
    expect(toggle()).not.toBeChecked();
    expect(env.notifications?.requestPermission).not.toHaveBeenCalled();
  });

  it('asks for permission and subscribes when turned on, and is on afterwards', async () => {
    const env = environment('default');
    render(<PushToggle environment={env} />);
    await screen.findByText(fa.push.notifications);
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(env.notifications?.requestPermission).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toggle()).toBeChecked());
    expect(env.register).toHaveBeenCalled();
  });

  it('says notifications are blocked when the browser refused them', async () => {
    render(<PushToggle environment={environment('denied')} />);
    await screen.findByText(fa.push.blocked);
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toBeDisabled();
  });

  it('is not shown where there is no Push API', async () => {
    const env = environment('default', { pushApi: false });
    const { container } = render(<PushToggle environment={env} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(container).toBeEmptyDOMElement();
  });
});
