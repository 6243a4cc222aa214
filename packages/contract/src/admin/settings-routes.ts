import { AdminIdParams } from './common.js';
import type { AdminRouteTable } from './route-def.js';
import {
  AdminDeliveryTimeRange,
  AdminDeliveryTimeRangeChange,
  AdminDeliveryTimeRangeInput,
  AdminDeliveryTimeRangeList,
  AdminShippingMethod,
  AdminShippingMethodChange,
  AdminShippingMethodList,
  SettingsGroup,
  SettingsGroupChange,
  SettingsGroupList,
  SettingsGroupParams,
} from './settings.js';

const tags = ['Admin: settings'];

/** The admin API's settings routes: grouped store settings, shipping methods and courier time ranges. */
export const adminSettingsRoutes = {
  adminListSettingsGroups: {
    method: 'GET',
    path: '/settings/groups',
    summary: "The settings' groups, as an owner thinks of them",
    tags,
    access: 'settings.view',
    response: SettingsGroupList,
  },
  adminGetSettingsGroup: {
    method: 'GET',
    path: '/settings/groups/:group',
    summary: "A group's fields with their Persian labels, rules and current values, and the group's version",
    tags,
    access: 'settings.view',
    params: SettingsGroupParams,
    response: SettingsGroup,
  },
  adminChangeSettingsGroup: {
    method: 'PUT',
    path: '/settings/groups/:group',
    summary:
      'Save a group: each value checked by its rule (refused in Persian), audited old → new; every process sees it at once',
    tags,
    access: 'settings.change',
    params: SettingsGroupParams,
    body: SettingsGroupChange,
    response: SettingsGroup,
  },
  adminListShippingMethods: {
    method: 'GET',
    path: '/settings/shipping-methods',
    summary: 'Shipping methods with their rates, active or not',
    tags,
    access: 'settings.view',
    response: AdminShippingMethodList,
  },
  adminChangeShippingMethod: {
    method: 'PUT',
    path: '/settings/shipping-methods/:id',
    summary: "Change a shipping method's name, description, rates, order or whether it is offered",
    tags,
    access: 'settings.change',
    params: AdminIdParams,
    body: AdminShippingMethodChange,
    response: AdminShippingMethod,
  },
  adminListDeliveryTimeRanges: {
    method: 'GET',
    path: '/settings/delivery-time-ranges',
    summary: "The courier's time ranges and each one's daily capacity",
    tags,
    access: 'settings.view',
    response: AdminDeliveryTimeRangeList,
  },
  adminCreateDeliveryTimeRange: {
    method: 'POST',
    path: '/settings/delivery-time-ranges',
    summary: 'Add a courier time range with its hours and daily capacity',
    tags,
    access: 'settings.change',
    body: AdminDeliveryTimeRangeInput,
    response: AdminDeliveryTimeRange,
  },
  adminChangeDeliveryTimeRange: {
    method: 'PUT',
    path: '/settings/delivery-time-ranges/:id',
    summary: "Change a courier time range's hours or daily capacity",
    tags,
    access: 'settings.change',
    params: AdminIdParams,
    body: AdminDeliveryTimeRangeChange,
    response: AdminDeliveryTimeRange,
  },
} as const satisfies AdminRouteTable;
