import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { href } from '../../contract/routes';
import { useMarket } from '../../state';

interface Suggestion {
  label: string;
  href: string;
  kind: 'product' | 'collection';
}

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

/**
 * The header's search: a GET form to /search (works without JavaScript) whose input is an
 * ARIA combobox suggesting products and collections after two characters, debounced; arrow
 * keys move through the suggestions, Enter opens one, Escape closes the list.
 */
export function SearchBox() {
  const { t } = useMarket();
  const [, navigate] = useLocation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (query.trim().length < MIN_CHARS) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/suggest?${new URLSearchParams({ q: query })}`, { signal: controller.signal });
        const body = (await res.json()) as { products: { sku: string; title: string }[]; collections: { id: string; title: string }[] };
        const next: Suggestion[] = [
          ...body.products.map((p) => ({ label: p.title, href: href('product', { sku: p.sku }), kind: 'product' as const })),
          ...body.collections.map((c) => ({ label: c.title, href: href('collection', { id: c.id }), kind: 'collection' as const })),
        ];
        setSuggestions(next);
        setActive(-1);
        setOpen(next.length > 0);
      } catch (error) {
        if (!controller.signal.aborted) console.warn('Search suggestions failed', error);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  function go(target: string) {
    setOpen(false);
    setQuery('');
    navigate(target);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      go(suggestions[active].href);
    } else if (event.key === 'Escape' && open) {
      // First Escape closes the list and keeps the text; a second one clears the field.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every screen reader knows; <search> is too new.
    <form
      role="search"
      method="get"
      action="/search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) go(`/search?${new URLSearchParams({ q: query.trim() })}`);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit">{t('search.submit')}</button>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list of options, driven from the input. */}
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="suggestions" hidden={!open}>
        {suggestions.map((suggestion, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; the input points at the active one with aria-activedescendant.
          <li
            key={suggestion.href}
            id={`${listId}-${i}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox (ARIA combobox pattern).
            role="option"
            aria-selected={i === active}
            className={i === active ? 'suggestion suggestion-active' : 'suggestion'}
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.href);
            }}
          >
            {suggestion.label}
            <span className="suggestion-kind">{t(suggestion.kind === 'product' ? 'search.product' : 'search.collection')}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
