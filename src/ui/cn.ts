import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; a later Tailwind utility wins over an earlier one (`cn('px-2', props.className)`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
