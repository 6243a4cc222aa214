import { IonIcon } from '@ionic/react';
import { searchOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { fa } from '../strings/fa';

/** A search box that submits the words typed (Enter or the keyboard's search key). */
export function SearchForm({ onSearch }: { onSearch: (words: string) => void }) {
  const [words, setWords] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words);
  };
  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <IonIcon icon={searchOutline} aria-hidden="true" />
      <input
        type="search"
        enterKeyHint="search"
        aria-label={fa.home.searchPlaceholder}
        placeholder={fa.home.searchPlaceholder}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
    </form>
  );
}
