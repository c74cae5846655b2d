import { Link, useLocation } from 'react-router-dom'

export default function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{pathname}</code>.
      </p>
      <Link to="/">Go to the home page</Link>
    </main>
  )
}
