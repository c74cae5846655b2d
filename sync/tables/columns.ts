import { z } from 'zod'

/** Column shapes as PostgREST returns them (timestamps and dates as strings, numeric as numbers). */
export const uuid = z.string()
export const text = z.string()
export const ts = z.string()
export const date = z.string()
export const bool = z.boolean()
export const int = z.number().int()
export const num = z.number()
export const json = z.unknown()
export const textArr = z.array(z.string())
export const uuidArr = z.array(z.string())
/** `sync_clock`: kept by the server; rows written before the field clocks existed may lack it. */
export const fieldClocks = z.unknown().optional()
/**
 * `sync_xid`: the row's version (an xid8, as text), set by the server on every write; absent on a row
 * written on this device until the server's answer replaces it.
 */
export const version = z.string().optional()
