import type { DeliveryDateTimesResponse } from '@sabad/contract';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './checkout.css';

type DeliveryDay = DeliveryDateTimesResponse['Result']['AvailableDeliveryDateTimesTable'][number];

export interface ChosenSlot {
  day: DeliveryDay;
  rangeId: number;
}

interface DeliverySlotPickerProps {
  days: DeliveryDay[];
  selected: string | null;
  disabled: boolean;
  onSelect: (slot: ChosenSlot) => void;
}

export const slotKey = (date: string, rangeId: number) => `${date.slice(0, 10)}|${rangeId}`;

export function heldSlot(days: DeliveryDay[]): string | null {
  for (const day of days) {
    const time = day.Times.find((candidate) => candidate.Selected);
    if (time) return slotKey(day.DeliveryDateOnUtc, time.AvailableDeliveryTimeRangeId);
  }
  return null;
}

export function DeliverySlotPicker({ days, selected, disabled, onSelect }: DeliverySlotPickerProps) {
  if (days.length === 0) return <p className="choice-card__note">{fa.checkout.noDeliverySlots}</p>;
  return (
    <fieldset className="choice-list">
      <legend>{fa.checkout.deliverySlots}</legend>
      <div className="slot-days">
        {days.map((day) => (
          <div key={day.DeliveryDateOnUtc} className="slot-day" role="group" aria-label={day.DeliveryDateString}>
            <h3>{day.DeliveryDateString}</h3>
            <div className="slot-times">
              {day.Times.map((time) => {
                const key = slotKey(day.DeliveryDateOnUtc, time.AvailableDeliveryTimeRangeId);
                const full = time.AvailableCapacities <= 0;
                return (
                  <label key={key} className="choice-card">
                    <input
                      type="radio"
                      name="delivery-slot"
                      value={key}
                      checked={selected === key}
                      disabled={disabled || (full && selected !== key)}
                      onChange={() => onSelect({ day, rangeId: time.AvailableDeliveryTimeRangeId })}
                      aria-label={fa.checkout.slotLabel(day.DeliveryDateString, time.Time)}
                    />
                    <span className="choice-card__body">
                      <span className="choice-card__title">{time.Time}</span>
                      <span className="choice-card__note">
                        {full ? fa.checkout.slotFull : fa.checkout.slotCapacity(formatNumber(time.AvailableCapacities))}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
