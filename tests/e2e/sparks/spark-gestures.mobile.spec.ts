import { expect, test } from '@playwright/test'
import { memberWith, openApp } from '../mobile/support.ts'
import { swipe } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(90_000)

test('a spark’s buttons take a tap, a sideways drag still swipes, and the page never overscrolls under the shell', async ({
  page,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', null, { prefix: 'gestures' })
  for (const content of ['Tap my star', 'Swipe me away']) {
    const { error } = await member.client
      .from('sparks')
      .insert({ user_id: member.id, content, spark_type: 'manual', source_type: 'manual' })
    expect(error).toBeNull()
  }
  await openApp(page, member, '/app/sparks')
  const starred = page.getByTestId('spark').filter({ hasText: 'Tap my star' })
  await expect(starred).toBeVisible({ timeout: 30_000 })

  // A press with the mouse, as Chromium dispatches it: pointerdown, pointerup, click on the button.
  await starred.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(starred.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // And a finger's tap on the other button of the card.
  await starred.getByRole('button', { name: 'Remove from favourites' }).tap()
  await expect(starred.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  await swipe(page, 'Swipe me away', -140)
  await expect(page.getByTestId('spark').filter({ hasText: 'Swipe me away' })).toHaveCount(0)

  const overscroll = () =>
    page.evaluate(() => [
      getComputedStyle(document.documentElement).overscrollBehaviorY,
      getComputedStyle(document.body).overscrollBehaviorY,
    ])
  expect(await overscroll()).toEqual(['none', 'none'])
  await page.goto('/')
  expect(await overscroll()).toEqual(['auto', 'auto'])
})
