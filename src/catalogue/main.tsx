import './catalogue.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { isThemePreference } from '../lib/theme.ts'
import { Container } from '../ui/layouts/website.tsx'
import { ThemeToggle } from '../ui/theme-toggle.tsx'
import { Toaster } from '../ui/toaster.tsx'
import { initTheme, setThemePreference } from '../ui/use-theme.ts'
import { Actions } from './sections/actions.tsx'
import { Display } from './sections/display.tsx'
import { Feedback } from './sections/feedback.tsx'
import { Forms } from './sections/forms.tsx'
import { Foundations } from './sections/foundations.tsx'
import { Layouts } from './sections/layouts.tsx'

/**
 * The living catalogue of src/ui (development only): every component in every state.
 * `?theme=light|dark|system` picks the theme; `?sections=actions,forms` shows only those sections
 * (the screenshot tests use it to keep each baseline small).
 */
const SECTIONS = [
  { id: 'foundations', title: 'Foundations', Component: Foundations },
  { id: 'actions', title: 'Actions', Component: Actions },
  { id: 'forms', title: 'Forms', Component: Forms },
  { id: 'display', title: 'Data display', Component: Display },
  { id: 'feedback', title: 'Feedback', Component: Feedback },
  { id: 'layouts', title: 'Layouts', Component: Layouts },
] as const

const params = new URLSearchParams(window.location.search)
const theme = params.get('theme')
if (isThemePreference(theme)) setThemePreference(theme)
initTheme()
const wanted = params.get('sections')?.split(',')
const shown = SECTIONS.filter((section) => !wanted || wanted.includes(section.id))

function Catalogue() {
  return (
    <MemoryRouter initialEntries={['/app/sparks']}>
      <header className="sticky top-0 z-(--z-sticky) border-b border-border bg-background/90 backdrop-blur">
        <Container width="wide" className="flex h-14 items-center gap-4">
          <p className="font-bold tracking-tight">JUL design system</p>
          <nav aria-label="Catalogue sections" className="hidden flex-1 md:block">
            <ul className="flex gap-4 text-sm">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a className="text-muted-foreground hover:text-foreground" href={`?sections=${section.id}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle className="ml-auto" />
        </Container>
      </header>
      <main>
        <Container width="wide">
          <h1 className="pt-8 text-3xl font-semibold tracking-tight">Catalogue</h1>
          {shown.map(({ id, Component }) => (
            <Component key={id} />
          ))}
        </Container>
      </main>
      <Toaster />
    </MemoryRouter>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('the catalogue page lost its #root')
createRoot(root).render(
  <StrictMode>
    <Catalogue />
  </StrictMode>,
)
