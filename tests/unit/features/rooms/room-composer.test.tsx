import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RoomComposer } from '../../../../src/features/rooms/room-thread.tsx'

function deferred() {
  let resolve: (landed: boolean) => void = () => undefined
  const promise = new Promise<boolean>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('the room composer keeps what is typed while a message is sending', () => {
  it('clears only the sent words when the send lands', async () => {
    const send = deferred()
    const onSend = vi.fn(() => send.promise)
    render(<RoomComposer label="Message to Founder Peers" onSend={onSend} />)
    const user = userEvent.setup()
    const box = screen.getByLabelText('Message to Founder Peers') as HTMLTextAreaElement
    await user.type(box, 'Who knows a good CFO?{Enter}')
    await user.type(box, ' Remote is fine.')
    send.resolve(true)
    await waitFor(() => expect(box.value).toBe('Remote is fine.'))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend).toHaveBeenCalledWith('Who knows a good CFO?')
  })

  it('keeps everything when the send fails', async () => {
    const send = deferred()
    render(<RoomComposer label="Message to Founder Peers" onSend={() => send.promise} />)
    const user = userEvent.setup()
    const box = screen.getByLabelText('Message to Founder Peers') as HTMLTextAreaElement
    await user.type(box, 'Who knows a good CFO?{Enter} Remote')
    await act(async () => {
      send.resolve(false)
      await send.promise
    })
    expect(box.value).toBe('Who knows a good CFO? Remote')
  })
})
