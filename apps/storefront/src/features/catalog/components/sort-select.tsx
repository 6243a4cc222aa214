import type { SortOrder } from '@sabad/contract';
import { useId } from 'react';
import { SORT_ORDERS, isSortOrder } from '@/lib/catalog-constants';
import * as fa from '@/strings/fa';

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{fa.productList.sortLabel}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_ORDERS.map((option) => (
          <option key={option} value={option}>
            {fa.productList.sort[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
