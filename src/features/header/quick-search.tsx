import { type KeyboardEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { moveSelection, searchDestinations } from '../../lib/nav-search.ts'

/**
 * Spec 000 §2.4 quick navigation: an ARIA combobox. Arrow keys move and wrap, Enter goes, Escape
 * closes; going somewhere scrolls to the top and drops the URL hash.
 */
export function QuickSearch() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState(-1)
  const inputId = useId()
  const listId = useId()
  const results = query.trim() ? searchDestinations(query) : []
  const expanded = open && results.length > 0
  const active = expanded && selected >= 0 ? results[selected] : undefined

  function go(path: string) {
    setQuery('')
    setOpen(false)
    setSelected(-1)
    void navigate({ pathname: path, hash: '' })
    window.scrollTo(0, 0)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.length) return
      event.preventDefault()
      setOpen(true)
      const delta = event.key === 'ArrowDown' ? 1 : -1
      setSelected((index) => (open ? moveSelection(index, delta, results.length) : index))
    } else if (event.key === 'Enter') {
      // Nothing highlighted yet: Enter takes the best (first) match.
      const target = expanded ? (active ?? results[0]) : undefined
      if (!target) return
      event.preventDefault()
      go(target.path)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="quick-search">
      <label htmlFor={inputId} className="visually-hidden">
        Quick navigation
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        placeholder="Go to…"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? `${listId}-${active.path}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setSelected(-1)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Destinations"
        className="quick-search-list"
        hidden={!expanded}
      >
        {expanded &&
          results.map((result) => (
            <div
              key={result.path}
              id={`${listId}-${result.path}`}
              role="option"
              tabIndex={-1}
              aria-selected={result === active}
              onMouseDown={(event) => {
                event.preventDefault()
                go(result.path)
              }}
            >
              {result.name}
            </div>
          ))}
      </div>
    </div>
  )
}
