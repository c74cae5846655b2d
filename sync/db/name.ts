/** IndexedDB name. Do not change without a migration: installed databases live under it. */
export const DATABASE_NAME = 'jul'
