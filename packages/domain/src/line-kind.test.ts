import { describe, expect, it } from 'vitest'
import { lineKind } from './line-kind.ts'

describe('lineKind', () => {
  it('calls every sandwich category a sandwich', () => {
    for (const slug of ['signature-sandwiches', 'poboys', 'hot-sandwiches', 'wraps']) {
      expect(lineKind({ categorySlug: slug, name: 'Muffuletta' })).toBe('sandwich')
    }
  })

  it('tells sides and cookies apart from other desserts, and leaves utensils out', () => {
    expect(lineKind({ categorySlug: 'sides', name: 'Kettle Chips' })).toBe('side')
    expect(lineKind({ categorySlug: 'sides', name: 'Utensils & Napkins' })).toBeNull()
    expect(lineKind({ categorySlug: 'desserts', name: 'Chocolate Chunk Cookie' })).toBe('cookie')
    expect(lineKind({ categorySlug: 'desserts', name: 'Key Lime Pie' })).toBeNull()
    expect(lineKind({ categorySlug: 'drinks', name: 'Sweet Tea' })).toBeNull()
    expect(lineKind({ categorySlug: 'catering-trays', name: 'Cookie & Brownie Tray' })).toBeNull()
  })
})
