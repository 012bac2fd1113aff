import { DIETARY_FLAGS } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { DIETARY_NAMES } from './dietary-names.ts'

describe('the dietary icons’ names', () => {
  it('name each of the seven flags of spec §2, dairy as what it warns of', () => {
    expect(Object.keys(DIETARY_NAMES).sort()).toEqual([...DIETARY_FLAGS].sort())
    expect(DIETARY_NAMES.dairy).toBe('Contains dairy')
    expect(DIETARY_NAMES['plant-based']).toBe('Plant-based')
  })
})
