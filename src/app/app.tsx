import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './routes.tsx'

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
