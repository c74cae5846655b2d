import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { STORAGE_ERRORS } from './errors.ts'

/** Object names become paths under the storage folder: refuse anything that could leave it. */
export function checkObjectName(name: string): string {
  const parts = name.split('/')
  if (
    name === '' ||
    name.length > 1024 ||
    name.includes('\0') ||
    name.includes('\\') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw STORAGE_ERRORS.invalidKey(name)
  }
  return name
}

export function checkBucketId(id: string): string {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || id === '.' || id === '..') {
    throw STORAGE_ERRORS.invalidBucketName()
  }
  return id
}

export const objectPath = (root: string, bucket: string, name: string) =>
  join(root, checkBucketId(bucket), ...checkObjectName(name).split('/'))

export async function writeObject(path: string, bytes: Uint8Array) {
  await mkdir(dirname(path), { recursive: true })
  const temp = `${path}.${randomUUID()}.part`
  await writeFile(temp, bytes)
  await rename(temp, path)
}

export const readObject = (path: string) => readFile(path)
export const copyObjectFile = async (from: string, to: string) => writeObject(to, await readFile(from))
export const removeObject = (path: string) => rm(path, { force: true })
export const etag = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`
