import { IonIcon } from '@ionic/react';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { searchOutline } from '@/components/shell-icons';
import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import * as fa from '@/strings/fa';
import './search-form.css';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

const { searchBox } = firstScreenLayout;
const formStyle = { marginInline: searchBox.marginInline } as const;
const inputStyle = { blockSize: searchBox.blockSize } as const;

interface SearchFormProps {
  onSearch: (words: string) => void;
  initialWords?: string;
}

export function SearchForm({ onSearch, initialWords = '' }: SearchFormProps) {
  const [words, setWords] = useState(initialWords);
  const [typing, setTyping] = useState(false);
  const suggestionsId = useId();
  const search = (text: string) => {
    setTyping(false);
    setWords(text);
    onSearch(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(words);
  };
  return (
    <div className="search-box">
      <form role="search" className="search-form" style={formStyle} onSubmit={submit}>
        <IonIcon icon={searchOutline} aria-hidden="true" />
        <input
          type="search"
          enterKeyHint="search"
          aria-label={fa.home.searchPlaceholder}
          aria-controls={typing ? suggestionsId : undefined}
          placeholder={fa.home.searchPlaceholder}
          autoComplete="off"
          style={inputStyle}
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
            setTyping(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTyping(false);
          }}
        />
      </form>
      {typing && words.trim() ? (
        <Suspense fallback={null}>
          <SearchSuggestions id={suggestionsId} words={words} onSearch={search} />
        </Suspense>
      ) : null}
    </div>
  );
}
