import { readFile } from 'node:fs/promises'

/**
 * The functions that hosted Supabase runs without a JWT check (`[functions.<name>] verify_jwt =
 * false` in supabase/config.toml), such as the payment provider's webhook: the local gateway lets
 * them through without an apikey too, so both behave alike.
 */
export async function functionsWithoutJwt(configPath: string): Promise<Set<string>> {
  const text = await readFile(configPath, 'utf8').catch(() => '')
  const names = new Set<string>()
  let current: string | null = null
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim()
    const section = /^\[functions\.([A-Za-z0-9_-]+)\]$/.exec(line)
    if (section) current = section[1] ?? null
    else if (line.startsWith('[')) current = null
    else if (current && /^verify_jwt\s*=\s*false$/.test(line)) names.add(current)
  }
  return names
}
