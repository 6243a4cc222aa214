import { useSyncExternalStore } from 'react';

export interface MapLocation {
  latitude: number;
  longitude: number;
}

/** Shared with select-location-on-map, which changes it while the form stays open beneath. */
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
