import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import type { WorkflowCheck } from './readiness-rules.ts'
import { CAPITAL_READINESS_TEXTS as TEXTS } from './texts.ts'

/** The member's report e-mail workflows, oldest first, and the writes the workflows screen makes. */
export function useWorkflows(userId: string) {
  const read = useMirrorRead(
    (db) =>
      db
        .mirror('capital_readiness_workflows')
        .where('[user_id+created_at]')
        .between(...memberRange(userId))
        .toArray(),
    [userId],
    { what: 'report workflows' },
  )
  const write = useWrite()
  const create = (workflow: Extract<WorkflowCheck, { valid: true }>['workflow']) =>
    write({ failure: TEXTS.createFailed, success: TEXTS.created }, (client) =>
      client.repository('capital_readiness_workflows').insert({ ...workflow, is_active: true }),
    )
  const setActive = (id: string, isActive: boolean) =>
    write({ failure: TEXTS.updateFailed }, (client) =>
      client.repository('capital_readiness_workflows').update(id, { is_active: isActive }),
    )
  const remove = (id: string) =>
    write({ failure: TEXTS.deleteFailed, success: TEXTS.deleted }, (client) =>
      client.repository('capital_readiness_workflows').remove(id),
    )
  return { read, create, setActive, remove }
}
