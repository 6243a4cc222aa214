import type { SearchSuggestion } from '@sabad/contract';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import * as fa from '../../../strings/fa';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`; `before` until then. Starting from `before`, not from
 * `value`, matters here: this component is lazy, and its chunk can arrive while the shopper is still
 * typing, when the words so far are not yet worth asking about.
 */
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
  /** What has been typed so far: Persian, Arabic and Latin letters and digits alike (the server folds them). */
  words: string;
  onSearch: (words: string) => void;
}

/**
 * Suggestions under the search box (lazy: the home page's first load does not carry it): word
 * completions search for the completed words, product names open the product.
 */
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
