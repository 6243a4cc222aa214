// A saved setting reaches every process at once (issue 36): this process drops its settings snapshot and
// its cached pages; over Redis the others do the same. Without Redis there is one process, or the others
// re-read within the settings' 5 s and the pages' own lifetime.
import type { Redis } from 'ioredis';
import type { CatalogChanges } from '../../lib/cache-invalidation.js';
import type { SettingsService } from '../settings/index.js';

export const SETTINGS_CHANGES_CHANNEL = 'sabad:settings-changed';

export function createSettingsChanges(deps: {
  settings: SettingsService;
  catalogChanges: CatalogChanges;
  redis?: Redis;
  log: { warn(message: string): void };
}): () => Promise<void> {
  return async () => {
    deps.settings.invalidate();
    // Pages built from settings (the first screens, page heads) are dropped here and, through the
    // catalogue's own channel, on every other process.
    await deps.catalogChanges.changed({ everything: true });
    if (!deps.redis) return;
    try {
      await deps.redis.publish(SETTINGS_CHANGES_CHANNEL, '1');
    } catch (error) {
      deps.log.warn(`settings change not published (${(error as Error).message}); other processes re-read within 5 s`);
    }
  };
}

// Its own connection: a subscribed one can do nothing else.
export function createSettingsChangesListener(
  redis: Redis,
  settings: SettingsService,
  log: { warn(message: string): void },
): { close(): void } {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    subscriber.subscribe(SETTINGS_CHANGES_CHANNEL).then(
      // Anything missed while away is read afresh.
      () => settings.invalidate(),
      (error: unknown) => log.warn(`settings changes: could not subscribe (${(error as Error).message})`),
    );
  });
  subscriber.on('message', (channel: string) => {
    if (channel === SETTINGS_CHANGES_CHANNEL) settings.invalidate();
  });
  return { close: () => subscriber.disconnect() };
}
