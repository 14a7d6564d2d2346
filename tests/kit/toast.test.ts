import { describe, expect, it, vi } from 'vitest'

// What reached sonner, in order; sonner itself draws nothing here.
const shown = vi.hoisted(() => [] as string[])
vi.mock('sonner', () => ({
  toast: {
    success: (title: string) => shown.push(`success: ${title}`),
    error: (title: string) => shown.push(`error: ${title}`),
  },
}))

import { subscribeToToastRequests, toast, toasterListening, toastsRequested } from '@/kit/ui/toast'

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('toasts load with the first one', () => {
  it('asks for the toaster once and raises every toast only when it listens, in order', async () => {
    const requests = vi.fn()
    subscribeToToastRequests(requests)
    expect(toastsRequested()).toBe(false)

    toast.success('Saved')
    toast.error('Failed', { description: 'Try again' })
    expect(toastsRequested()).toBe(true)
    expect(requests).toHaveBeenCalledTimes(1)
    // Before the toaster subscribes, a raised toast would be lost: none is raised yet.
    await settle()
    expect(shown).toEqual([])

    toasterListening()
    await vi.waitFor(() => expect(shown).toEqual(['success: Saved', 'error: Failed']))

    toast.success('Again')
    await vi.waitFor(() =>
      expect(shown).toEqual(['success: Saved', 'error: Failed', 'success: Again']),
    )
    expect(requests).toHaveBeenCalledTimes(1)
  })
})
