import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { invokeError } from '../support/functions.ts'

const dir = mkdtempSync(join(tmpdir(), 'jul-templates-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function generate(member: Pick<TestUser, 'client'>, templateId: string, templateData = {}) {
  return member.client.functions.invoke('generate-template', { body: { templateId, templateData } })
}

/** The downloaded file's entries, as unzip lists them. */
async function zipEntries(url: string, name: string): Promise<string[]> {
  const file = await fetch(url)
  expect(file.status).toBe(200)
  writeFileSync(join(dir, name), new Uint8Array(await file.arrayBuffer()))
  return execFileSync('unzip', ['-Z1', name], { cwd: dir, encoding: 'utf8' }).trim().split('\n')
}

describe('generate-template', () => {
  it('builds a basic spreadsheet for a Standard member with working formulas, behind a signed link', async () => {
    const member = await newUser(backend(), 'tpl')
    const { data, error } = await generate(member, `cash-runway-tracker-${Date.now()}`, {
      title: 'Our runway',
      type: 'spreadsheet',
      category: 'financial',
    })
    expect(error).toBeNull()
    const { success, downloadUrl, fileName } = data as {
      success: boolean
      downloadUrl: string
      fileName: string
    }
    expect(success).toBe(true)
    expect(fileName).toBe('cash-runway-tracker.xlsx')
    expect(downloadUrl).toContain('/storage/v1/object/sign/generated-templates/')
    const file = await fetch(downloadUrl)
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="cash-runway-tracker.xlsx"')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await file.arrayBuffer())
    const runway = workbook.getWorksheet('Runway')
    expect(runway?.getCell('F2').formula).toBe('B2+E2')
    expect(runway?.getCell('B3').formula).toBe('F2')
    expect(workbook.getWorksheet('About')?.getCell('A1').value).toBe('Our runway')
  })

  it("refuses a Pro template to a Standard member with the spec's message", async () => {
    const member = await newUser(backend(), 'tpl')
    const { error } = await generate(member, 'investor-deck-template-1730000000000')
    expect(await invokeError(error)).toEqual({
      status: 403,
      body: { error: 'Pro template access requires Desktop Pro subscription' },
    })
  })

  it('gives a Desktop Pro member the 22-slide investor deck', async () => {
    const member = await newUser(backend(), 'tpl')
    await serviceClient(backend())
      .from('jul_memberships')
      .insert({ user_id: member.id, membership_tier: 'desktop_pro', status: 'active' })
    const { data, error } = await generate(member, 'investor-deck-template-1730000000000')
    expect(error).toBeNull()
    const slides = (await zipEntries((data as { downloadUrl: string }).downloadUrl, 'deck.pptx')).filter(
      (entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry),
    )
    expect(slides).toHaveLength(22)
  })

  it('gives staff the Pro templates without a membership, and builds documents as .docx', async () => {
    const staff = clientFor(backend())
    const { error: signInError } = await staff.auth.signInWithPassword({
      email: 'staff@jul.example',
      password: 'Jul-demo-2026!',
    })
    expect(signInError).toBeNull()
    const pro = await generate({ client: staff }, 'board-meeting-pack')
    expect(pro.error).toBeNull()
    const document = await generate({ client: staff }, 'strategy-one-pager')
    const entries = await zipEntries((document.data as { downloadUrl: string }).downloadUrl, 'one-pager.docx')
    expect(entries).toContain('word/document.xml')
  })

  it('keeps each file to its owner: another member cannot read it, a forged link is refused', async () => {
    const owner = await newUser(backend(), 'tpl')
    const { data } = await generate(owner, 'hiring-plan')
    const url = new URL((data as { downloadUrl: string }).downloadUrl)
    const path = decodeURIComponent(url.pathname.split('/generated-templates/')[1] ?? '')
    const other = await newUser(backend(), 'tpl')
    const stolen = await other.client.storage.from('generated-templates').download(path)
    expect(stolen.data).toBeNull()
    url.searchParams.set('token', `${url.searchParams.get('token')?.slice(0, -3)}abc`)
    expect((await fetch(url)).status).toBe(400)
  })

  it('refuses a missing or unknown template with 400 / 404, and anon with 401', async () => {
    const member = await newUser(backend(), 'tpl')
    const missing = await member.client.functions.invoke('generate-template', { body: { templateData: {} } })
    expect((await invokeError(missing.error)).status).toBe(400)
    expect((await invokeError((await generate(member, 'no-such-template')).error)).status).toBe(404)
    const anon = await generate({ client: clientFor(backend()) }, 'hiring-plan')
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})
