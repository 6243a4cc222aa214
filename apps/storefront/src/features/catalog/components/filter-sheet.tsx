import { IonIcon } from '@ionic/react';
import {
  toLatinDigits,
  type FilterOption,
  type ProductListFilters,
  type SpecificationFilterOption,
} from '@sabad/contract';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '@/components/query-state';
import { PageSpinner } from '@/components/page-spinner';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useProductFilters } from '@/features/catalog/api/get-product-filters';
import type { ProductSearch } from '@/features/catalog/api/search-products';
import { readIdList, writeIdList } from '@/features/catalog/hooks/product-search-params';
import './filter-sheet.css';

interface FilterSheetProps {
  search: ProductSearch;
  open: boolean;
  onClose: () => void;
  /** Every tick applies at once, so the counts and the list follow the sheet. */
  onChange: (search: ProductSearch) => void;
}

export function countActiveFilters(search: ProductSearch): number {
  return readIdList(search.BrandIds).length + readIdList(search.SpecificationOptionIds).length + (search.Price ? 1 : 0);
}

function withoutFilters(search: ProductSearch): ProductSearch {
  const { BrandIds: _brands, SpecificationOptionIds: _options, Price: _price, ...rest } = search;
  return rest;
}

function toggled(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

export function FilterSheet({ search, open, onClose, onChange }: FilterSheetProps) {
  const titleId = useId();
  const filters = useProductFilters(search, open);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  if (!open) return null;

  const brandIds = readIdList(search.BrandIds);
  const optionIds = readIdList(search.SpecificationOptionIds);
  const change = (next: Partial<ProductSearch>) => onChange({ ...search, ...next });
  const data = filters.data;
  const hasChoices = data
    ? data.Brands.length > 0 || data.Specifications.length > 0 || data.Price.MinValue !== null
    : false;

  return (
    <div className="filter-sheet">
      <div className="filter-sheet__backdrop" onClick={onClose} aria-hidden="true" />
      <section className="filter-sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="filter-sheet__header">
          <h2 id={titleId}>{fa.productFilters.title}</h2>
          {countActiveFilters(search) > 0 ? (
            <button type="button" className="filter-sheet__clear" onClick={() => onChange(withoutFilters(search))}>
              {fa.productFilters.clear}
            </button>
          ) : null}
          <button type="button" className="filter-sheet__close" aria-label={fa.productFilters.close} onClick={onClose}>
            <IonIcon icon={closeOutline} aria-hidden="true" />
          </button>
        </header>
        <div className="filter-sheet__body">
          {filters.isPending ? <PageSpinner /> : null}
          {filters.isError ? <ErrorMessage onRetry={() => void filters.refetch()} /> : null}
          {data && !hasChoices ? <p className="state-message">{fa.productFilters.empty}</p> : null}
          {data && data.Brands.length > 0 ? (
            <OptionGroup
              legend={fa.productFilters.brands}
              options={data.Brands}
              selected={brandIds}
              onToggle={(id) => change({ BrandIds: writeIdList(toggled(brandIds, id)) })}
            />
          ) : null}
          {data && data.Price.MinValue !== null ? (
            <PriceFields
              key={search.Price ?? ''}
              price={data.Price}
              value={search.Price}
              onChange={(Price) => change({ Price })}
            />
          ) : null}
          {data?.Specifications.map((specification) => (
            <OptionGroup
              key={specification.Id}
              legend={specification.Name}
              options={specification.Options}
              selected={optionIds}
              onToggle={(id) => change({ SpecificationOptionIds: writeIdList(toggled(optionIds, id)) })}
            />
          ))}
        </div>
        <footer className="filter-sheet__footer">
          <button type="button" className="filter-sheet__show" onClick={onClose}>
            {fa.productFilters.show(formatNumber(data?.TotalCount ?? 0))}
          </button>
        </footer>
      </section>
    </div>
  );
}

function OptionGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: Array<FilterOption | SpecificationFilterOption>;
  /** From the URL, so a tick shows at once, before the new counts arrive. */
  selected: number[];
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className="filter-sheet__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.Id} className="filter-sheet__option">
          <input
            type="checkbox"
            checked={selected.includes(option.Id)}
            // Nothing left to add: a tick would empty the list. A ticked one can always be unticked.
            disabled={option.Count === 0 && !selected.includes(option.Id)}
            onChange={() => onToggle(option.Id)}
          />
          {'ColorRgb' in option && option.ColorRgb ? (
            <span className="filter-sheet__swatch" style={{ backgroundColor: option.ColorRgb }} aria-hidden="true" />
          ) : null}
          <span className="filter-sheet__name">{option.Name}</span>
          <span className="filter-sheet__count">{formatNumber(option.Count)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function tomanToRial(text: string): number | null {
  const digits = toLatinDigits(text).replace(/[\s,٬،]/g, '');
  if (digits === '') return null;
  return /^\d{1,15}$/.test(digits) ? Number(digits) * 10 : Number.NaN;
}

const rialToToman = (rial: number | null) => (rial === null ? '' : formatNumber(Math.round(rial / 10)));

function PriceFields({
  price,
  value,
  onChange,
}: {
  price: ProductListFilters['Price'];
  value: string | undefined;
  onChange: (price: string | undefined) => void;
}) {
  // From the URL, not the answer: the fields remount when the range changes, maybe while the old answer shows.
  const [fromRial, toRial] = (value ?? '-').split('-').map((side) => (side ? Number(side) : null));
  const [from, setFrom] = useState(rialToToman(fromRial ?? null));
  const [to, setTo] = useState(rialToToman(toRial ?? null));
  const [invalid, setInvalid] = useState(false);
  const fromId = useId();
  const toId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = tomanToRial(from);
    const max = tomanToRial(to);
    if (Number.isNaN(min) || Number.isNaN(max) || (min !== null && max !== null && min > max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = min === null && max === null ? undefined : `${min ?? ''}-${max ?? ''}`;
    if (next !== value) onChange(next);
  };

  return (
    <form className="filter-sheet__group filter-sheet__price" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{fa.productFilters.price}</legend>
        <p className="filter-sheet__hint">{fa.productFilters.priceRange(price.Min ?? '', price.Max ?? '')}</p>
        <div className="filter-sheet__price-fields">
          <label htmlFor={fromId}>{fa.productFilters.priceFrom}</label>
          <input
            id={fromId}
            inputMode="numeric"
            placeholder={rialToToman(price.MinValue)}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <label htmlFor={toId}>{fa.productFilters.priceTo}</label>
          <input
            id={toId}
            inputMode="numeric"
            placeholder={rialToToman(price.MaxValue)}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        {invalid ? (
          <p className="filter-sheet__error" role="alert">
            {fa.productFilters.invalidPrice}
          </p>
        ) : null}
        <button type="submit" className="filter-sheet__apply">
          {fa.productFilters.applyPrice}
        </button>
      </fieldset>
    </form>
  );
}
