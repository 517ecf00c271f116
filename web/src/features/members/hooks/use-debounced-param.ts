import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigation, type SetURLSearchParams } from 'react-router';
import { setListFilter } from '@/lib/list-params';

/**
 * A text filter kept in the address: what is typed becomes the `key` parameter after 300 ms
 * (SPEC §9), not on every keystroke, and back on page 1; a change of the address from outside
 * (back / forward, reset) shows in the box. Not while the member is going elsewhere: a click on
 * a result right after typing must not be undone by the search's own navigation, which would
 * replace the one still loading the clicked page.
 */
export function useDebouncedParam(key: string, urlValue: string, setParams: SetURLSearchParams) {
  const [text, setText] = useState(urlValue);
  const [debounced] = useDebouncedValue(text, 300);
  const pushed = useRef(urlValue);
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);
  useEffect(() => {
    if (urlValue !== pushed.current) {
      pushed.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const next = debounced.trim();
    if (navigating || next === pushed.current) return;
    pushed.current = next;
    setListFilter(setParamsRef.current, key, next);
  }, [debounced, key, navigating]);

  /** Empties the box without touching the address (the caller resets all filters at once). */
  const forget = () => {
    pushed.current = '';
    setText('');
  };
  /** Empties the box and removes the parameter at once. */
  const clear = () => {
    forget();
    setListFilter(setParams, key);
  };
  return { text, setText, forget, clear };
}
