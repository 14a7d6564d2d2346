import { expect, test as setup } from '@playwright/test'

import { employeeAccount, staff, staffAccount, WORKERS } from './helpers'

// Payload keeps a user's sessions in one list that each login reads and writes back, so two
// workers signing the same user in at the same moment could lose one of the two sessions.
// Each worker gets an owner's account of its own, and one employee's account is made for the
// roles' spec; all before any worker starts, by the seeded owner.
setup('an owner per worker and an employee', async ({ request }) => {
  const login = await request.post('/api/cms/users/login', { data: staff })
  expect(login.ok(), `staff login failed: ${login.status()}`).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const accounts = [
    ...Array.from({ length: WORKERS }, (_, index) => ({
      ...staffAccount(index),
      name: `E2E staff ${index}`,
      role: 'owner',
    })),
    { ...employeeAccount, name: 'E2E medewerker', role: 'employee' },
  ]
  for (const account of accounts) {
    const found = await request.get(
      `/api/cms/users?where[email][equals]=${encodeURIComponent(account.email)}&limit=1`,
      { headers },
    )
    expect(found.ok()).toBe(true)
    if (((await found.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await request.post('/api/cms/users', {
      headers,
      data: account,
    })
    expect(created.status(), await created.text()).toBe(201)
  }
})
