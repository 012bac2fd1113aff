import { describe, expect, it } from 'vitest'
import { guestRouteIds, initialFiles, STAFF_MODULE, staffModules, type TManifest } from './js-budget-rules.ts'

const manifest: TManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/storefront.js'] },
    'routes/shell': { module: '/assets/shell.js', parentId: 'root', imports: ['/assets/storefront.js'] },
    'menu-mid': { module: '/assets/menu.js', parentId: 'routes/shell', imports: ['/assets/menu-parts.js'] },
    'routes/order': { module: '/assets/order.js', parentId: 'routes/shell', hasDefaultExport: false },
    'routes/staff': { module: '/assets/staff.js', parentId: 'root', imports: ['/assets/storefront.js'] },
  },
}

describe('the JavaScript budget rules (ADR 037)', () => {
  it("counts a page's entry, its route, its parents and what they import", () => {
    expect([...initialFiles(manifest, 'menu-mid')].sort()).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/menu-parts.js',
      '/assets/menu.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/storefront.js',
    ])
  })

  it('lists the pages a guest opens: no layouts, no resource routes, no staff pages', () => {
    expect(guestRouteIds(manifest)).toEqual(['menu-mid'])
  })

  it("finds the staff pages', the back office's and the staff-only rules' modules in a page's chunks", () => {
    const chunks = {
      '/assets/storefront.js': ['packages/domain/src/money.ts', 'packages/domain/src/price-rules.ts'],
      '/assets/menu-parts.js': ['apps/web/app/features/back-office/catalogue-page.tsx'],
      '/assets/staff.js': ['apps/web/app/routes/staff.tsx'],
    }
    expect(staffModules(initialFiles(manifest, 'menu-mid'), chunks)).toEqual([
      'apps/web/app/features/back-office/catalogue-page.tsx',
      'packages/domain/src/price-rules.ts',
    ])
  })

  it("leaves the guests' own code alone", () => {
    for (const id of [
      'apps/web/app/features/menu/product-card.tsx',
      'apps/web/app/routes/menu.tsx',
      'packages/domain/src/allergen-rules.ts',
      'packages/contracts/src/constants.ts',
      'apps/web/app/features/staffing/index.ts',
    ])
      expect(STAFF_MODULE.test(id), id).toBe(false)
    for (const id of [
      'apps/web/app/features/store-admin/store-form.tsx',
      'apps/web/app/features/staff/order-board.tsx',
      'packages/domain/src/back-office.ts',
      'packages/contracts/src/price-limits.ts',
    ])
      expect(STAFF_MODULE.test(id), id).toBe(true)
  })
})
