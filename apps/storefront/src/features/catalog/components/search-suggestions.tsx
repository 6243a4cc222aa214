import type { SearchSuggestion } from '@sabad/contract';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { useSearchSuggestions } from '@/features/catalog/api/get-search-suggestions';

export const SUGGESTION_DEBOUNCE_MS = 300;

/** Starts from `before`: this lazy chunk can arrive mid-typing, when the words so far are not worth asking about. */
function useDebouncedValue<T>(value: T, delayMs: number, before: T): T {
  const [settled, setSettled] = useState(before);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface SearchSuggestionsProps {
  id: string;
  words: string;
  onSearch: (words: string) => void;
}

/** Lazy, so the home page's first load does not carry it. */
export default function SearchSuggestions({ id, words, onSearch }: SearchSuggestionsProps) {
  const prefix = useDebouncedValue(words.trim().slice(0, 50), SUGGESTION_DEBOUNCE_MS, '');
  const suggestions = useSearchSuggestions(prefix);
  const items = suggestions.data?.Items ?? [];
  if (!prefix || items.length === 0) return null;
  return (
    <ul id={id} className="search-suggestions" aria-label={fa.search.suggestions}>
      {items.map((suggestion: SearchSuggestion) => (
        <li key={`${suggestion.ProductId ?? 'w'}-${suggestion.Text}`}>
          {suggestion.ProductId !== null ? (
            <AppLink to={paths.productDetails.link(suggestion.ProductId)} className="search-suggestions__product">
              <span>{suggestion.Text}</span>
              <span className="search-suggestions__kind">{fa.search.product}</span>
            </AppLink>
          ) : (
            <button type="button" onClick={() => onSearch(suggestion.Text)}>
              {suggestion.Text}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
