import { type KeyboardEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { moveSelection, searchDestinations } from '../../lib/nav-search.ts'
import { cn } from '../../ui/cn.ts'
import { controlClasses } from '../../ui/control-classes.ts'
import { Search } from '../../ui/icons.ts'

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
    <div className="relative w-full md:w-44 lg:w-52">
      <label htmlFor={inputId} className="sr-only">
        Quick navigation
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        className={cn(controlClasses, 'h-9 pl-8 [&::-webkit-search-cancel-button]:hidden')}
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
        className="absolute top-full left-0 z-(--z-dropdown) mt-1 max-h-64 w-full min-w-48 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
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
              className="cursor-pointer rounded-md px-2.5 py-2 text-sm hover:bg-muted aria-selected:bg-primary aria-selected:text-primary-foreground"
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
