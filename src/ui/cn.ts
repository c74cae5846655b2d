import { type ClassValue, clsx } from 'clsx'
import { mergeClasses } from './class-merge.ts'

/** Joins class names; a later Tailwind utility wins over an earlier one (`cn('px-2', props.className)`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
