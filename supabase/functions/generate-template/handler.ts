import { z } from 'zod'
import { type Caller, requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, type FunctionCall, FunctionError, readJson } from '../_shared/http.ts'
import { memberClient, orThrow, serviceClient } from '../_shared/project-client.ts'
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_TYPES,
  type Template,
  type TemplateType,
  templateFor,
} from './catalogue.ts'
import { buildDocument } from './documents.ts'
import { buildPresentation } from './presentations.ts'
import { buildSpreadsheet } from './spreadsheets.ts'

// 001 §7: POST { templateId (id plus a timestamp), templateData { title, description, type, category } }
// → { success, downloadUrl }: a real file (xlsx, docx or pptx) built for the member, stored in the
// private generated-templates bucket and handed out as a signed link for an hour. Pro templates are
// refused for Standard members (001 §5, §8) unless the caller is staff.

const BUCKET = 'generated-templates'
const LINK_SECONDS = 3600
export const PRO_REQUIRED = 'Pro template access requires Desktop Pro subscription'

const input = z.object({
  templateId: z.string().trim().min(1, 'is required').max(120),
  templateData: z
    .object({
      title: z.string().trim().min(1).max(120).optional(),
      description: z.string().trim().max(500).optional(),
      type: z.enum(TEMPLATE_TYPES).optional(),
      category: z.enum(TEMPLATE_CATEGORIES).optional(),
    })
    .default({}),
})

const FILES: Readonly<Record<TemplateType, { extension: string; contentType: string }>> = {
  spreadsheet: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  document: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  presentation: {
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
}

async function mayUsePro(call: FunctionCall, caller: Caller): Promise<boolean> {
  const asMember = memberClient(call.env, caller.token)
  if (orThrow(await asMember.rpc('is_staff'), 'rpc is_staff')) return true
  const pro = orThrow(
    await asMember
      .from('jul_memberships')
      .select('id')
      .eq('membership_tier', 'desktop_pro')
      .eq('status', 'active'),
    'select jul_memberships',
  )
  return pro.length > 0
}

function build(template: Template, title: string, description: string): Promise<Uint8Array> {
  if (template.type === 'spreadsheet') return buildSpreadsheet(template, title, description)
  if (template.type === 'document') return buildDocument(template, title, description)
  return buildPresentation(template, title, description)
}

export default defineFunction('generate-template', ['POST'], async (call) => {
  const caller = requireCaller(call)
  const body = await readJson(call.req, input)
  const template = templateFor(body.templateId)
  if (!template) throw new FunctionError(404, 'Template not found')
  call.log.template = template.id
  call.log.user = caller.id
  if (template.tier === 'pro' && !(await mayUsePro(call, caller))) throw new FunctionError(403, PRO_REQUIRED)

  const title = body.templateData.title ?? template.title
  const description = body.templateData.description ?? template.description
  const file = FILES[template.type]
  const fileName = `${template.id}.${file.extension}`
  const path = `${caller.id}/${crypto.randomUUID()}/${fileName}`
  const bucket = serviceClient(call.env).storage.from(BUCKET)
  try {
    const bytes = await build(template, title, description)
    orThrow(
      await bucket.upload(path, bytes, { contentType: file.contentType, upsert: true }),
      `upload ${BUCKET}/${path}`,
    )
    const signed = orThrow(
      await bucket.createSignedUrl(path, LINK_SECONDS, { download: fileName }),
      `sign ${BUCKET}/${path}`,
    )
    return jsonResponse({ success: true, downloadUrl: signed.signedUrl, fileName })
  } catch (error) {
    call.log.build_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, 'Failed to generate template. Please try again.')
  }
})
