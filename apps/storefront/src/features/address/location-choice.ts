import { useSyncExternalStore } from 'react';

export interface MapLocation {
  latitude: number;
  longitude: number;
}

/**
 * The map location the address form is editing: the form sets it when it opens, the
 * select-location-on-map page changes it, and the form (still open beneath) shows the change.
 */
let chosen: MapLocation | null = null;
const listeners = new Set<() => void>();

export const locationChoice = {
  get: () => chosen,
  set: (location: MapLocation | null) => {
    chosen = location;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLocationChoice = () =>
  useSyncExternalStore(locationChoice.subscribe, locationChoice.get, locationChoice.get);
