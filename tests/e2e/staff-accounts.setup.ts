import { expect, test as setup } from '@playwright/test'

import { staff, staffAccount, WORKERS } from './helpers'

// Payload keeps a user's sessions in one list that each login reads and writes back, so two
// workers signing the same user in at the same moment could lose one of the two sessions.
// Each worker gets a staff account of its own; they are made here, before any worker starts.
setup('a staff account per worker', async ({ request }) => {
  const login = await request.post('/api/cms/users/login', { data: staff })
  expect(login.ok(), `staff login failed: ${login.status()}`).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  for (let index = 0; index < WORKERS; index++) {
    const account = staffAccount(index)
    const found = await request.get(
      `/api/cms/users?where[email][equals]=${encodeURIComponent(account.email)}&limit=1`,
      { headers },
    )
    expect(found.ok()).toBe(true)
    if (((await found.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await request.post('/api/cms/users', {
      headers,
      data: { ...account, name: `E2E staff ${index}` },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
})
