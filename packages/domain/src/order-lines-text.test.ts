import { describe, expect, it } from 'vitest'
import { LINES_TEXT_NAMED, orderLinesText } from './order-lines-text.ts'

const line = (name: string, quantity = 1) => ({ name, quantity })

describe('orderLinesText', () => {
  it('names each line, with its quantity above one', () => {
    expect(orderLinesText([line('Club Sandwich', 2), line('Chips')])).toBe('2 × Club Sandwich, Chips')
  })

  it(`names ${LINES_TEXT_NAMED} lines and counts the rest`, () => {
    const lines = ['Club', 'Chips', 'Cookie', 'Soup', 'Tea'].map((name) => line(name))
    expect(orderLinesText(lines)).toBe('Club, Chips, Cookie + 2 more')
    expect(orderLinesText(lines.slice(0, LINES_TEXT_NAMED))).toBe('Club, Chips, Cookie')
  })

  it('leaves utensils out of the names and the count (spec §4)', () => {
    expect(orderLinesText([line('Club'), line('Utensils'), line('Chips')])).toBe('Club, Chips')
    expect(orderLinesText([line('Plastic utensils')])).toBe('')
  })
})
