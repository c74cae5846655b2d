import { createContext, useContext } from 'react'

/**
 * Backend functions (supabase/functions) as features call them: screens never import supabase-js
 * (STYLE.md), so src/app provides this invoker built on the one client.
 */
export interface InvokeOptions {
  body?: unknown
  method?: 'GET' | 'POST'
}

export type InvokeFunction = <T = unknown>(name: string, options?: InvokeOptions) => Promise<T>

/**
 * A failed call. `message` is the function's own `{ error }` text when it answered one (show it
 * where the spec says "the server error text is used if given"); `offline` when nothing answered.
 */
export class FunctionCallError extends Error {
  constructor(
    readonly functionName: string,
    message: string,
    readonly status: number | null,
    readonly offline: boolean,
  ) {
    super(message)
    this.name = 'FunctionCallError'
  }
}

export const FunctionsContext = createContext<InvokeFunction | null>(null)

export function useInvokeFunction(): InvokeFunction {
  const invoke = useContext(FunctionsContext)
  if (!invoke) throw new Error('useInvokeFunction needs <Providers> (src/app/providers.tsx)')
  return invoke
}
