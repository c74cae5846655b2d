import { SPARKS_FEED_LIMIT } from '../../../sync/public/queries.ts'

export const SPARK_TEXTS = {
  showingLatest: `Showing latest ${SPARKS_FEED_LIMIT} sparks`,
  fetchFailed: 'Failed to fetch sparks',
  createFailed: 'Failed to create spark',
  updateFailed: 'Failed to update spark',
  archiveFailed: 'Failed to archive spark',
} as const
