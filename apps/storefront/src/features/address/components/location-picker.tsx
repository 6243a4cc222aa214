import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { storeConfig } from '@/config/store-config';
import * as fa from '@/strings/fa';
import type { MapLocation } from '@/features/address/location-choice';
import './location-picker.css';

/** Tehran, where the map opens when the address has no location yet. */
const DEFAULT_CENTER: L.LatLngTuple = [35.6892, 51.389];
const DEFAULT_ZOOM = 12;
const CHOSEN_ZOOM = 15;

const pin = L.divIcon({ className: 'map-pin', iconSize: [28, 28], iconAnchor: [14, 28], html: '<span></span>' });

interface LocationPickerProps {
  value: MapLocation | null;
  onChange: (location: MapLocation) => void;
}

/** Under the tiles lies a plain grid, so the map works (and looks like a map) without them. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const map = useRef<L.Map | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const initial = useRef(value);

  useEffect(() => {
    if (!container.current) return;
    const start = initial.current;
    const instance = L.map(container.current, {
      center: start ? [start.latitude, start.longitude] : DEFAULT_CENTER,
      zoom: start ? CHOSEN_ZOOM : DEFAULT_ZOOM,
      attributionControl: true,
    });
    L.tileLayer(storeConfig.mapTileUrl, { attribution: storeConfig.mapTileAttribution, maxZoom: 19 }).addTo(instance);
    const place = (latLng: L.LatLng) => {
      if (!marker.current) {
        const created = L.marker(latLng, {
          icon: pin,
          draggable: true,
          title: fa.map.marker,
          alt: fa.map.marker,
          keyboard: true,
        }).addTo(instance);
        marker.current = created;
        created.on('dragend', () => {
          const moved = created.getLatLng();
          latest.current({ latitude: moved.lat, longitude: moved.lng });
        });
      } else {
        marker.current.setLatLng(latLng);
      }
      latest.current({ latitude: latLng.lat, longitude: latLng.lng });
    };
    if (start) place(L.latLng(start.latitude, start.longitude));
    instance.on('click', (event: L.LeafletMouseEvent) => place(event.latlng));
    map.current = instance;
    // Ionic shows the page with a transition; measure again once it has its final size.
    const resize = window.setTimeout(() => instance.invalidateSize(), 400);
    return () => {
      window.clearTimeout(resize);
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  return <div ref={container} className="location-picker" dir="ltr" role="application" aria-label={fa.map.region} />;
}
