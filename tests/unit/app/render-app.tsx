import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import type { AppServices } from '../../../src/app/backend/services.ts'
import { Providers } from '../../../src/app/providers.tsx'
import { AppRoutes } from '../../../src/app/routes/routes.tsx'
import { fakeServices } from './fake-services.ts'

export function renderApp(path: string, services: AppServices = fakeServices()) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers services={services}>
        <AppRoutes />
      </Providers>
    </MemoryRouter>,
  )
}
