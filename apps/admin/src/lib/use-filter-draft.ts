import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a list's filter form holds while the staff member types, started again from the address whenever the
 * address changes (the back button, a link, a dashboard tile), so what was typed never hides the list shown.
 */
export function useFilterDraft<Search, Draft = Search>(
  value: Search,
  draftOf: (value: Search) => Draft = (search) => search as unknown as Draft,
): [Draft, Dispatch<SetStateAction<Draft>>] {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(draftOf(value));
  }
  return [draft, setDraft];
}
