import { Link } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'

/** 001 §2: the console's legal links, then the general policies. */
export const SETTINGS_LEGAL_LINKS = [
  { to: '/data-processing-agreement', label: 'Data Processing Agreement' },
  { to: '/mobile-app-terms', label: 'Mobile App Terms' },
  { to: '/api-terms-of-use', label: 'API Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const

export function LegalCard() {
  return (
    <Card as="section" aria-labelledby="legal">
      <CardHeader>
        <CardTitle id="legal">Legal</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {SETTINGS_LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="text-sm font-medium underline underline-offset-4 hover:text-primary"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
