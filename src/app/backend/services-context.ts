import { createContext, useContext } from 'react'
import type { AppServices } from './services.ts'

export const ServicesContext = createContext<AppServices | null>(null)

export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices needs <Providers> (src/app/providers.tsx)')
  return services
}
