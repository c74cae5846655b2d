export default function DashboardPage() {
  return (
    <main className="page">
      <h1>Dashboard</h1>
      <p>Your sessions, board, agreements and rooms, available offline.</p>
    </main>
  )
}
