/** The command table's store section: the database, the store's settings, the development outbox. */
import { z } from 'zod';
import { migrateToLatest } from '../../db/client.js';
import { seedDemoStore } from '../../db/seed/index.js';
import { createOutboxReader } from '../../modules/messaging/index.js';
import { createStoreSettingsReader, SettingError } from '../../modules/settings/index.js';
import { count, defineCommand, printed } from '../command.js';

const formatValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export const storeCommands = [
  defineCommand({
    name: 'db migrate',
    summary: 'apply pending database migrations',
    args: z.object({}),
    async run(_args, { database }) {
      const result = await migrateToLatest(database.kysely);
      const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
      return printed([applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.']);
    },
  }),
  defineCommand({
    name: 'db seed',
    summary: 'seed the Persian demo store (only when the catalogue is empty)',
    args: z.object({}),
    async run(_args, { database, services, io }) {
      const { seeded } = await seedDemoStore(database.kysely, { log: io.out });
      if (seeded) await services.catalogChanges.changed({ everything: true });
      return printed([seeded ? 'Demo store seeded.' : 'The catalogue already has products; nothing was seeded.']);
    },
  }),
  defineCommand({
    name: 'settings get',
    usage: '<Name>',
    summary: 'print a store setting',
    positionals: ['name'],
    args: z.object({ name: z.string() }),
    refusals: [SettingError],
    async run({ name }, { services }) {
      return printed([formatValue(await services.settings.getValue(name))]);
    },
  }),
  defineCommand({
    name: 'settings set',
    usage: '<Name> <value>',
    summary: 'change a store setting (e.g. settings set StoreClosed true)',
    positionals: ['name', 'value'],
    args: z.object({ name: z.string(), value: z.string() }),
    refusals: [SettingError],
    async run({ name, value }, { services }) {
      await services.settings.set(name, value);
      return printed([`${name} = ${formatValue(await services.settings.getValue(name))}`]);
    },
  }),
  defineCommand({
    name: 'settings list',
    summary: 'print every store setting',
    args: z.object({}),
    async run(_args, { services }) {
      const all = await services.settings.get();
      return printed(
        createStoreSettingsReader()
          .names()
          .map((name) => `${name} = ${formatValue(all[name])}`),
      );
    },
  }),
  defineCommand({
    name: 'outbox',
    usage: '[count]',
    summary: 'print the latest emails/SMS kept by the development outbox (default 10), newest last',
    positionals: ['count'],
    args: z.object({ count: count(10) }),
    async run({ count: limit }, { database }) {
      const messages = await createOutboxReader(database.kysely).latest({ limit });
      if (messages.length === 0) return printed(['The outbox is empty.']);
      return printed(messages.map((m) => `${m.created_at}\t${m.channel}\t${m.recipient}\t${oneLine(m.body)}`));
    },
  }),
];
