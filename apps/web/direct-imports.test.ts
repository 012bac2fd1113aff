import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { moduleShape } from './direct-imports.ts'

const shapeOf = (code: string) => moduleShape(parseAst(code, { lang: 'ts' }).body)

describe("a module's shape, for importing bindings from where they are defined (ADR 037, Barrels)", () => {
  it("tells a barrel's forwarded names from its own", () => {
    const shape = shapeOf(`
      export * from './money.ts'
      export { priceProblem as problem } from './price-rules.ts'
      export * as texts from './texts.ts'
      export const LIMIT = 3, { a, b: [c] } = { a: 1, b: [2] }
      export function check() {}
      export type TThing = string
      const local = 1
      export { local as renamed }
      export default check
    `)
    expect(shape.starred).toEqual(['./money.ts'])
    expect([...shape.forwarded]).toEqual([
      ['problem', ['./price-rules.ts', 'priceProblem']],
      ['texts', ['./texts.ts', null]],
    ])
    expect([...shape.own].sort()).toEqual(['LIMIT', 'TThing', 'a', 'c', 'check', 'default', 'renamed'])
  })
})
