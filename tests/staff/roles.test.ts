import { describe, expect, it } from 'vitest'

import {
  leavesNoOwner,
  may,
  operations,
  reach,
  roleOf,
  subjects,
  type Subject,
} from '@/staff/rules/roles'

import { collections, globals } from '../../collections'

describe('the role matrix', () => {
  it('names every collection and global of the admin', () => {
    const slugs = [...collections, ...globals].map((c) => c.slug)
    for (const slug of slugs) expect(subjects).toContain(slug)
  })

  it('lets the owner do everything an employee may, and more', () => {
    for (const subject of subjects)
      for (const operation of operations)
        if (reach('employee', subject, operation) !== 'none')
          expect(reach('owner', subject, operation), `${subject} ${operation}`).not.toBe('none')
  })

  it('gives an employee the day’s work: appointments, requests, waitlist, planner, dashboard', () => {
    for (const subject of ['bookings', 'requests', 'waitlist'] as const) {
      expect(may('employee', subject, 'read')).toBe(true)
      expect(may('employee', subject, 'update')).toBe(true)
    }
    expect(may('employee', 'bookings', 'create')).toBe(true)
    expect(may('employee', 'planner')).toBe(true)
    expect(may('employee', 'dashboard')).toBe(true)
  })

  it('keeps prices, promotions, rules, retention, imports, settings, content and erasure from an employee', () => {
    const owners: Subject[] = [
      'pricing',
      'promotion',
      'booking-rules',
      'data-retention',
      'catalogue-imports',
      'site-settings',
      'pages',
      'faqs',
      'media',
      'redirects',
    ]
    for (const subject of owners) {
      expect(may('employee', subject, 'update'), subject).toBe(false)
      expect(may('owner', subject, 'update'), subject).toBe(true)
    }
    expect(may('employee', 'customer-data', 'read')).toBe(false)
    expect(may('employee', 'customer-data', 'delete')).toBe(false)
    expect(may('owner', 'customer-data', 'delete')).toBe(true)
  })

  it('lets an employee look the catalogue up without changing it (engines hold the prices)', () => {
    for (const subject of ['brands', 'models', 'build-years', 'engines'] as const) {
      expect(may('employee', subject, 'read')).toBe(true)
      for (const operation of ['create', 'update', 'delete'] as const)
        expect(may('employee', subject, operation)).toBe(false)
    }
  })

  it('keeps staff accounts to the owner; an employee reaches their own only', () => {
    expect(reach('employee', 'users', 'read')).toBe('limited')
    expect(reach('employee', 'users', 'update')).toBe('limited')
    expect(reach('employee', 'users', 'create')).toBe('none')
    expect(reach('employee', 'users', 'delete')).toBe('none')
    expect(may('owner', 'users', 'delete')).toBe(true)
  })

  it('leaves removing an appointment or a request outright to the owner', () => {
    expect(may('employee', 'bookings', 'delete')).toBe(false)
    expect(may('employee', 'requests', 'delete')).toBe(false)
    expect(may('owner', 'bookings', 'delete')).toBe(true)
  })

  it('reads a missing or unknown stored role as the least one', () => {
    expect(roleOf('owner')).toBe('owner')
    expect(roleOf('employee')).toBe('employee')
    expect(roleOf(undefined)).toBe('employee')
    expect(roleOf(null)).toBe('employee')
    expect(roleOf('admin')).toBe('employee')
  })
})

describe('the last owner', () => {
  it('may not become an employee or be deleted', () => {
    expect(leavesNoOwner({ ownersNow: 1, was: 'owner', becomes: 'employee' })).toBe(true)
    expect(leavesNoOwner({ ownersNow: 1, was: 'owner', becomes: 'deleted' })).toBe(true)
  })

  it('may, when another owner remains', () => {
    expect(leavesNoOwner({ ownersNow: 2, was: 'owner', becomes: 'employee' })).toBe(false)
    expect(leavesNoOwner({ ownersNow: 2, was: 'owner', becomes: 'deleted' })).toBe(false)
  })

  it('is not touched by changes to employees', () => {
    expect(leavesNoOwner({ ownersNow: 1, was: 'employee', becomes: 'deleted' })).toBe(false)
    expect(leavesNoOwner({ ownersNow: 1, was: 'employee', becomes: 'owner' })).toBe(false)
    expect(leavesNoOwner({ ownersNow: 1, was: 'owner', becomes: 'owner' })).toBe(false)
  })
})
