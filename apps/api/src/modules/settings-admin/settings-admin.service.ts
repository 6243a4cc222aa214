// The back office's settings (issue 36, ADR 0077): a group of store settings saves in one transaction
// with its audit row (old → new) and its version (a stale form answers 409, ADR 0065); each value is
// checked by store-settings.ts's own rule, so the shop, the CLI and the back office agree on what is
// valid. After the commit every process drops its copy (settings-changes.ts).
import type { Kysely } from 'kysely';
import { toLatinDigits } from '@sabad/contract';
import {
  ShippingRates,
  type AdminDeliveryTimeRange,
  type AdminDeliveryTimeRangeChange,
  type AdminDeliveryTimeRangeInput,
  type AdminShippingMethod,
  type AdminShippingMethodChange,
  type SettingField,
  type SettingsGroup,
  type SettingsGroupChange,
  type SettingsGroupList,
  type SettingsGroupName,
  type SettingValue,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable, type AppError } from '../../lib/app-error.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { createStoreSettingsReader, type StoreSettings } from '../settings/index.js';
import { settingGroups, type SettingFieldDef, type SettingGroupDef } from './setting-groups.js';
import { settingsAdminMessages as messages } from './settings-admin.messages.js';
import * as repo from './settings-admin.repository.js';

export type SettingsArea = SettingGroupDef['area'];

export interface SettingsAdminService {
  groups(area: SettingsArea): SettingsGroupList;
  group(name: SettingsGroupName, area: SettingsArea): Promise<SettingsGroup>;
  changeGroup(
    name: SettingsGroupName,
    area: SettingsArea,
    change: SettingsGroupChange,
    actor: AuditActor,
  ): Promise<SettingsGroup>;
  shippingMethods(): Promise<{ items: AdminShippingMethod[] }>;
  changeShippingMethod(id: number, change: AdminShippingMethodChange, actor: AuditActor): Promise<AdminShippingMethod>;
  timeRanges(): Promise<{ items: AdminDeliveryTimeRange[] }>;
  createTimeRange(range: AdminDeliveryTimeRangeInput, actor: AuditActor): Promise<AdminDeliveryTimeRange>;
  changeTimeRange(id: number, change: AdminDeliveryTimeRangeChange, actor: AuditActor): Promise<AdminDeliveryTimeRange>;
}

class Stale extends Error {}

const TEXT_MAX = { text: 400, longText: 4000, list: 4000, choices: 400, version: 20 } as const;
const MONEY_MAX = 1_000_000_000_000;

/** Android's padded number (50104) as the owner writes it (5.1.4). */
export function dottedVersion(stored: string): string {
  if (!/^\d{5,6}$/.test(stored)) return stored;
  const padded = stored.padStart(6, '0');
  return [padded.slice(0, 2), padded.slice(2, 4), padded.slice(4)].map((part) => String(Number(part))).join('.');
}

function shownValue(field: SettingFieldDef, settings: StoreSettings): SettingValue {
  const value = settings[field.name];
  return field.name === 'AndroidAppVersion' ? dottedVersion(String(value)) : value;
}

function toField(def: SettingFieldDef, settings: StoreSettings): SettingField {
  return {
    name: def.name,
    label: def.label,
    kind: def.kind,
    hint: def.hint ?? null,
    value: shownValue(def, settings),
    ...(def.choices ? { choices: def.choices } : {}),
    ...(def.min !== undefined ? { min: def.min } : {}),
    ...(def.max !== undefined ? { max: def.max } : def.kind === 'money' ? { max: MONEY_MAX } : {}),
  };
}

/** The value as the `setting` table stores it, or the Persian refusal. */
function textOf(def: SettingFieldDef, value: SettingValue): { text: string } | { refusal: string } {
  const invalid = { refusal: messages.invalid(def.label, def.hint) };
  switch (def.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? { text: String(value) } : invalid;
    case 'integer':
    case 'money':
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return invalid;
      if (def.kind !== 'decimal' && !Number.isInteger(value)) return invalid;
      const max = def.max ?? (def.kind === 'money' ? MONEY_MAX : Number.MAX_SAFE_INTEGER);
      if ((def.min !== undefined && value < def.min) || value > max) return invalid;
      return { text: String(value) };
    }
    default: {
      if (typeof value !== 'string') return invalid;
      let text = value.trim();
      if (text.length > TEXT_MAX[def.kind]) return { refusal: messages.textTooLong(def.label, TEXT_MAX[def.kind]) };
      if (def.kind === 'version') text = toLatinDigits(text);
      if (def.kind === 'list' || def.kind === 'choices') {
        text = [
          ...new Set(
            text
              .split(/[,،]/)
              .map((part) => part.trim())
              .filter(Boolean),
          ),
        ].join(',');
      }
      if (def.kind === 'choices') {
        const allowed = new Set(def.choices?.map((choice) => choice.value));
        const picked = text === '' ? [] : text.split(',');
        if (picked.length === 0) return { refusal: messages.noPaymentMethod };
        if (picked.some((part) => !allowed.has(part))) return invalid;
      }
      if (def.pattern && !def.pattern.test(text)) return invalid;
      return { text };
    }
  }
}

function ratesOf(row: repo.ShippingMethodRow): ShippingRates | null {
  try {
    const parsed = ShippingRates.safeParse({
      sameProvinceBaseFee: null,
      originStateProvinceName: null,
      ...(JSON.parse(row.rate_settings) as object),
      provider: row.rate_provider,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The JSON the checkout's calculators read (modules/checkout/shipping-rates.ts): absent, not null. */
function rateSettingsOf(rates: ShippingRates): string {
  const { provider: _provider, ...settings } = rates;
  return JSON.stringify(Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null)));
}

function toShippingMethod(row: repo.ShippingMethodRow): AdminShippingMethod {
  return {
    id: row.id,
    systemName: row.system_name,
    name: row.name,
    description: row.description,
    rates: ratesOf(row),
    payOnDelivery: row.pay_on_delivery === 1,
    hasDeliverySlots: row.has_delivery_slots === 1,
    isActive: row.is_active === 1,
    displayOrder: row.display_order,
    rowVersion: row.row_version,
  };
}

function toTimeRange(row: repo.DeliveryTimeRangeRow): AdminDeliveryTimeRange {
  return {
    id: row.id,
    name: row.name,
    startHour: row.start_hour,
    endHour: row.end_hour,
    capacity: row.capacity,
    displayOrder: row.display_order,
    rowVersion: row.row_version,
  };
}

const SHIPPING_LABELS = {
  name: 'نام',
  description: 'توضیح',
  isActive: 'فعال بودن',
  displayOrder: 'ترتیب نمایش',
  rates: 'هزینه‌ها',
};
const TIME_RANGE_LABELS = {
  name: 'نام',
  startHour: 'ساعت شروع',
  endHour: 'ساعت پایان',
  capacity: 'ظرفیت',
  displayOrder: 'ترتیب نمایش',
};

export function createSettingsAdminService(deps: {
  db: Kysely<Database>;
  audit: AuditLog;
  /** After a settings group's commit: every process re-reads the settings and drops pages built from them. */
  settingsChanged: () => Promise<void>;
}): SettingsAdminService {
  const { db, audit } = deps;
  const reader = createStoreSettingsReader();

  function definition(name: SettingsGroupName, area: SettingsArea): SettingGroupDef {
    const def = settingGroups[name];
    // The contact details are content's: a settings-only role neither reads nor saves them here (and back).
    if (def.area !== area) throw notFound(messages.unknownField(name));
    return def;
  }

  async function readGroup(name: SettingsGroupName, def: SettingGroupDef): Promise<SettingsGroup> {
    const [settings, version] = await Promise.all([reader.read(db), repo.groupVersion(db, name)]);
    return {
      name,
      title: def.title,
      description: def.description,
      fields: def.fields.map((field) => toField(field, settings)),
      rowVersion: version,
    };
  }

  async function staleError(
    entityType: string,
    entityId: string | number,
    since: number,
    label: string,
    labels: Record<string, string>,
  ): Promise<AppError> {
    return audit.staleEditError(db, {
      entityType,
      entityId,
      sinceVersion: since,
      entityLabel: label,
      fieldLabels: labels,
    });
  }

  return {
    groups(area) {
      return {
        items: Object.entries(settingGroups)
          .filter(([, def]) => def.area === area)
          .map(([name, def]) => ({ name: name as SettingsGroupName, title: def.title, description: def.description })),
      };
    },

    group: (name, area) => readGroup(name, definition(name, area)),

    async changeGroup(name, area, change, actor) {
      const def = definition(name, area);
      const fields = new Map(def.fields.map((field) => [field.name as string, field]));
      const refusals: string[] = [];
      const wanted: Array<{ def: SettingFieldDef; text: string }> = [];
      for (const [fieldName, value] of Object.entries(change.values)) {
        const field = fields.get(fieldName);
        if (!field) {
          refusals.push(messages.unknownField(fieldName));
          continue;
        }
        const checked = textOf(field, value);
        if ('refusal' in checked) refusals.push(checked.refusal);
        // store-settings.ts's own rule (a version that is not x.y.z, an email that is not one…).
        else if (!reader.accepts(field.name, checked.text)) refusals.push(messages.invalid(field.label, field.hint));
        else wanted.push({ def: field, text: checked.text });
      }
      if (refusals.length > 0)
        throw unprocessable(refusals.length === 1 && refusals[0] ? refusals[0] : messages.refused, refusals);

      const labels = Object.fromEntries(def.fields.map((field) => [field.name, field.label]));
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.claimGroupVersion(trx, name, change.expectedVersion))) throw new Stale();
          const before = await reader.read(trx);
          const stored: string[] = [];
          for (const { def: field, text } of wanted) {
            try {
              await reader.write(trx, field.name, text);
            } catch {
              // Checked above already; kept so a rule that changes meanwhile still rolls the group back.
              stored.push(messages.invalid(field.label, field.hint));
            }
          }
          if (stored.length > 0)
            throw unprocessable(stored.length === 1 && stored[0] ? stored[0] : messages.refused, stored);
          const after = await reader.read(trx);
          const changed = def.fields.filter(
            (field) => JSON.stringify(before[field.name]) !== JSON.stringify(after[field.name]),
          );
          const snapshot = (settings: StoreSettings) =>
            Object.fromEntries(changed.map((field) => [field.name, shownValue(field, settings)]));
          await audit.record(trx, actor, {
            area: def.area,
            entityType: 'settings-group',
            entityId: name,
            action: 'settings.change',
            before: snapshot(before),
            after: snapshot(after),
            entityVersion: change.expectedVersion + 1,
          });
        });
      } catch (error) {
        if (!(error instanceof Stale)) throw error;
        throw await staleError('settings-group', name, change.expectedVersion, messages.groupLabel(def.title), labels);
      }
      await deps.settingsChanged();
      return readGroup(name, def);
    },

    async shippingMethods() {
      return { items: (await repo.listShippingMethods(db)).map(toShippingMethod) };
    },

    async changeShippingMethod(id, change, actor) {
      const row = await repo.findShippingMethod(db, id);
      if (!row) throw notFound(messages.shippingMethodNotFound);
      if (change.rates.provider !== row.rate_provider) throw unprocessable(messages.wrongRateKind);
      const before = toShippingMethod(row);
      const label = messages.shippingMethodLabel(row.name);
      try {
        await db.transaction().execute(async (trx) => {
          const rateSettings = rateSettingsOf(change.rates);
          const updated = await repo.updateShippingMethod(trx, id, change.expectedVersion, { ...change, rateSettings });
          if (!updated) throw new Stale();
          const pick = (
            m: Pick<AdminShippingMethod, 'name' | 'description' | 'isActive' | 'displayOrder' | 'rates'>,
          ) => ({
            name: m.name,
            description: m.description,
            isActive: m.isActive,
            displayOrder: m.displayOrder,
            rates: m.rates,
          });
          await audit.record(trx, actor, {
            area: 'settings',
            entityType: 'shipping-method',
            entityId: id,
            action: 'shipping-method.change',
            before: pick(before),
            after: pick(change),
            entityVersion: change.expectedVersion + 1,
          });
        });
      } catch (error) {
        if (!(error instanceof Stale)) throw error;
        throw await staleError('shipping-method', id, change.expectedVersion, label, SHIPPING_LABELS);
      }
      const fresh = await repo.findShippingMethod(db, id);
      if (!fresh) throw notFound(messages.shippingMethodNotFound);
      return toShippingMethod(fresh);
    },

    async timeRanges() {
      return { items: (await repo.listDeliveryTimeRanges(db)).map(toTimeRange) };
    },

    async createTimeRange(range, actor) {
      const id = await db.transaction().execute(async (trx) => {
        const created = await repo.insertDeliveryTimeRange(trx, range);
        await audit.record(trx, actor, {
          area: 'settings',
          entityType: 'delivery-time-range',
          entityId: created,
          action: 'delivery-time-range.create',
          before: null,
          after: { ...range },
          entityVersion: 1,
        });
        return created;
      });
      const fresh = await repo.findDeliveryTimeRange(db, id);
      if (!fresh) throw notFound(messages.timeRangeNotFound);
      return toTimeRange(fresh);
    },

    async changeTimeRange(id, change, actor) {
      const row = await repo.findDeliveryTimeRange(db, id);
      if (!row) throw notFound(messages.timeRangeNotFound);
      const before = toTimeRange(row);
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.updateDeliveryTimeRange(trx, id, change.expectedVersion, change))) throw new Stale();
          const pick = (r: Omit<AdminDeliveryTimeRange, 'id' | 'rowVersion'>) => ({
            name: r.name,
            startHour: r.startHour,
            endHour: r.endHour,
            capacity: r.capacity,
            displayOrder: r.displayOrder,
          });
          await audit.record(trx, actor, {
            area: 'settings',
            entityType: 'delivery-time-range',
            entityId: id,
            action: 'delivery-time-range.change',
            before: pick(before),
            after: pick(change),
            entityVersion: change.expectedVersion + 1,
          });
        });
      } catch (error) {
        if (!(error instanceof Stale)) throw error;
        throw await staleError(
          'delivery-time-range',
          id,
          change.expectedVersion,
          messages.timeRangeLabel(row.name),
          TIME_RANGE_LABELS,
        );
      }
      const fresh = await repo.findDeliveryTimeRange(db, id);
      if (!fresh) throw notFound(messages.timeRangeNotFound);
      return toTimeRange(fresh);
    },
  };
}
