import { FunctionCallError, type InvokeFunction } from '../../data/functions.ts'
import { type Template, templateRequestId } from '../../lib/template-catalogue.ts'
import { TEMPLATE_FUNCTION, TEMPLATE_TEXTS } from './texts.ts'

const SPEC_ERRORS: readonly string[] = [TEMPLATE_TEXTS.proRequired, TEMPLATE_TEXTS.generateFailed]

/** The message of a failed download: the function's own when it is the spec's, else 'Failed to download…'. */
export function templateErrorMessage(error: unknown): string {
  if (error instanceof Error && SPEC_ERRORS.includes(error.message)) return error.message
  if (error instanceof Error && error.message === TEMPLATE_TEXTS.noDownloadUrl)
    return TEMPLATE_TEXTS.generateFailed
  return TEMPLATE_TEXTS.downloadFailed
}

function downloadUrlOf(answer: unknown): string {
  const url = answer && typeof answer === 'object' && 'downloadUrl' in answer ? answer.downloadUrl : null
  if (typeof url !== 'string' || url === '') throw new Error(TEMPLATE_TEXTS.noDownloadUrl)
  return url
}

/**
 * 001 §7: generate-template { templateId (id plus a timestamp), templateData } → { downloadUrl }, opened in
 * a new tab. The tab is opened at the click (before waiting) so no pop-up blocker stops it.
 */
export async function downloadTemplate(
  invoke: InvokeFunction,
  template: Template,
  now: number,
): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const answer = await invoke(TEMPLATE_FUNCTION, {
      body: {
        templateId: templateRequestId(template.id, now),
        templateData: {
          title: template.title,
          description: template.description,
          type: template.type,
          category: template.category,
        },
      },
    })
    const url = downloadUrlOf(answer)
    if (tab) {
      tab.opener = null
      tab.location.href = url
    } else {
      window.location.assign(url)
    }
  } catch (error) {
    tab?.close()
    if (error instanceof FunctionCallError)
      console.error(TEMPLATE_TEXTS.downloadFailed, error.status, error.message)
    throw error
  }
}
