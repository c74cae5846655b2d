/** Two letters for an avatar: the first and last word of the name, upper case. */
export function initialsOf(displayName: string): string {
  const parts = displayName.split(/[\s._-]+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '']
  return letters
    .map((part) => (part ?? '').charAt(0).toUpperCase())
    .join('')
    .slice(0, 2)
}
