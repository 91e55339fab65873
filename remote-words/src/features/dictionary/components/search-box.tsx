import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { useScreenSearchWord } from '../api/screen-search-word';
import type { Brief } from '../api/search-word';
import { searchPath } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchTypeFor, wantsSuggestions, type SearchType } from '../model/search-input';
import { moveActive } from '../model/suggestion-nav';
import styles from './dictionary.module.css';

/** Typing must pause this long before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

type Props = {
  /** The text and direction the box starts with (the search page's own). */
  initialWord?: string;
  initialType?: SearchType;
  /** The server's message about the text searched (a 400), shown under the box. */
  problem?: string | null;
};

/**
 * The dictionary's search box: English or Japanese, suggestions while typing English (the
 * screened search, asked once typing pauses; a stale request is cancelled), chosen with the
 * mouse or the arrow keys and Enter (the ARIA combobox pattern). Searching opens the search page.
 */
export function SearchBox({ initialWord = '', initialType = 1, problem = null }: Props) {
  const { t } = useTranslation(DICTIONARY_NS);
  const navigate = useNavigate();
  const ids = { input: useId(), list: useId(), problem: useId(), hint: useId() };
  const [text, setText] = useState(initialWord);
  const [type, setType] = useState<SearchType>(initialType);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [emptyProblem, setEmptyProblem] = useState(false);
  // The text the page started with (the word on the search page) is not typed: no suggestions for it.
  const [typed, setTyped] = useState(false);

  const settled = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const asked = typed && wantsSuggestions(settled, type) ? settled : '';
  const screened = useScreenSearchWord(asked);
  // Suggestions show while the text still wants them; the last answer stays while the next loads.
  const suggestions: Brief[] = wantsSuggestions(text, type) && asked !== '' ? (screened.data?.list ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const shownProblem = emptyProblem ? t('box.empty') : problem;

  const go = (word: string, searchType: SearchType, via: 'search' | 'suggestion') => {
    setOpen(false);
    setActive(-1);
    void navigate(searchPath(word, searchType, via));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = text.trim();
    if (expanded && active >= 0 && suggestions[active]) {
      go(suggestions[active].word, 1, 'suggestion');
      return;
    }
    if (!word) {
      setEmptyProblem(true);
      return;
    }
    const searchType = searchTypeFor(word, type);
    setType(searchType);
    go(word, searchType, 'search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      setActive((current) => moveActive(current, suggestions.length, event.key as 'ArrowDown' | 'ArrowUp'));
    }
  };

  const optionId = (index: number) => `${ids.list}-option-${index}`;

  return (
    <form className={[styles.panel, styles.searchBox].join(' ')} role="search" onSubmit={submit} noValidate data-testid="dictionary-search">
      <fieldset className={styles.typeToggle}>
        <legend className="visually-hidden">{t('box.typeLegend')}</legend>
        {([1, 2] as const).map((value) => (
          <label key={value} className={styles.typeOption} data-checked={type === value || undefined}>
            <input
              type="radio"
              name={`${ids.input}-type`}
              value={value}
              checked={type === value}
              onChange={() => {
                setType(value);
                setActive(-1);
              }}
              data-testid={`search-type-${value}`}
            />
            {value === 1 ? t('box.typeEn') : t('box.typeJa')}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.input} className="visually-hidden">
        {t('box.label')}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.combo}>
          <input
            id={ids.input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={[shownProblem ? ids.problem : '', expanded ? ids.hint : ''].filter(Boolean).join(' ') || undefined}
            lang={type === 1 ? 'en' : 'ja'}
            value={text}
            placeholder={type === 1 ? t('box.placeholderEn') : t('box.placeholderJa')}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              setOpen(true);
              setActive(-1);
              setEmptyProblem(false);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            data-testid="search-input"
          />
          <ul id={ids.list} role="listbox" aria-label={t('box.suggestions')} className={styles.suggestions} hidden={!expanded} data-testid="suggestions">
            {expanded
              ? suggestions.map((item, index) => (
                  <li
                    key={item.word_id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={styles.suggestion}
                    // Keeps the focus in the box, so its blur does not close the list before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(item.word, 1, 'suggestion')}
                    onMouseEnter={() => setActive(index)}
                    data-testid="suggestion"
                    data-word={item.word}
                  >
                    <span lang="en" className={styles.suggestionWord}>
                      {item.word}
                    </span>
                    <span className={styles.suggestionMean}>{item.mean}</span>
                  </li>
                ))
              : null}
          </ul>
          {expanded ? (
            <p id={ids.hint} className="visually-hidden">
              {t('box.suggestionsHint')}
            </p>
          ) : null}
        </div>
        <Button type="submit" width="auto" data-testid="search-submit">
          {t('box.search')}
        </Button>
      </div>
      {shownProblem ? (
        <p id={ids.problem} className={styles.problem} role="alert" data-testid="search-problem">
          {shownProblem}
        </p>
      ) : null}
    </form>
  );
}
