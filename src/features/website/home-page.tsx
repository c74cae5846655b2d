import { Link } from 'react-router-dom'

export default function HomePage() {
  return (
    <main className="page">
      <h1>JUL</h1>
      <p>
        Fractional leadership, investor readiness and strategic advisory for founders and investors,
        worldwide.
      </p>
      <nav aria-label="Get started">
        <Link to="/advisory">Advisory services</Link> · <Link to="/dashboard">Members' console</Link> ·{' '}
        <Link to="/app">Mobile companion</Link>
      </nav>
    </main>
  )
}
