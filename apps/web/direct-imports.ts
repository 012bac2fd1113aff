import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

/**
 * The browser build imports each binding from the module that defines it, not through a barrel (an
 * `index.ts`, `@deli/domain`, `@deli/contracts/constants`): ADR 037, "Barrels". The bundler groups
 * and splits whole modules, and a module the shell's chunk takes brings every module it imports with
 * it, so the shell's one `import { formatMoney } from '@deli/domain'` put all of the domain's modules
 * in every guest's first JavaScript, with every export any page used, the back office's too. With the
 * import pointed at `money.ts`, the price rules stay with the staff page that uses them.
 *
 * Only the app's own modules are rewritten, and only names a barrel forwards (`export *`,
 * `export { … } from`): a name the imported module defines itself keeps its import. The barrels have
 * no code of their own (no side effect is skipped); the server build keeps its imports as written.
 */
export function directImports(): Plugin {
  /** Per file: what it defines and forwards, read once from its source. */
  const shapes = new Map<string, Promise<TShape | null>>()
  return {
    name: 'deli:direct-imports',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (!isOwnScript(id)) return null
      const graph = graphOf(
        (source, importer) => this.resolve(source, importer).then((resolved) => resolved?.id),
        (text, file) => this.parse(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).body,
        shapes,
      )
      const edits: { start: number; end: number; text: string }[] = []
      for (const node of this.parse(code).body as unknown as TNode[]) {
        if (node.type !== 'ImportDeclaration') continue
        const specifiers = node.specifiers as TNode[]
        if (specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier')) continue
        const target = await graph.resolve(String((node.source as TNode).value), id)
        if (!target || !PACKAGE.test(target)) continue
        const byFile = new Map<string, string[]>()
        for (const specifier of specifiers) {
          const imported = nameOf(specifier.imported)
          const local = nameOf(specifier.local)
          const file = (await graph.definer(target, imported)) ?? target
          const list = byFile.get(file) ?? []
          list.push(imported === local ? local : `${imported} as ${local}`)
          byFile.set(file, list)
        }
        if (byFile.size === 1 && byFile.has(target)) continue
        const text = [...byFile].map(
          ([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`,
        )
        edits.push({ start: Number(node.start), end: Number(node.end), text: text.join('\n') })
      }
      if (edits.length === 0) return null
      let out = code
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
      return { code: out, map: null }
    },
  }
}

/** The workspace packages' modules (the domain's rules and texts, the contracts' limits). */
export const PACKAGE = /\/packages\/[^/]+\/src\//

type TResolve = (source: string, importer: string) => Promise<string | undefined>
type TParse = (text: string, file: string) => readonly unknown[]

/** Where names are defined, and the shell's closure by binding, over the app's own source files. */
function graphOf(resolveAny: TResolve, parse: TParse, shapes: Map<string, Promise<TShape | null>>) {
  // The source still imports the loaders' server-only modules, which the client build refuses.
  const resolve = async (source: string, importer: string) => {
    const resolved = await resolveAny(source, importer).catch(() => undefined)
    return resolved && isOwnScript(resolved) ? resolved : undefined
  }
  const shapeOf = (file: string) => {
    if (!shapes.has(file))
      shapes.set(
        file,
        readFile(file, 'utf8').then(
          (text) => moduleShape(parse(text, file)),
          () => null,
        ),
      )
    return shapes.get(file) as Promise<TShape | null>
  }
  const definer = async (
    file: string,
    name: string,
    seen = new Set<string>(),
  ): Promise<string | undefined> => {
    if (seen.has(file)) return undefined
    seen.add(file)
    const shape = await shapeOf(file)
    if (!shape) return undefined
    if (shape.own.has(name)) return file
    const forwarded = shape.forwarded.get(name)
    if (forwarded) {
      const next = forwarded[1] === null ? undefined : await resolve(forwarded[0], file)
      return next ? definer(next, forwarded[1] as string, seen) : file
    }
    for (const source of shape.starred) {
      const next = await resolve(source, file)
      const found = next && (await definer(next, name, seen))
      if (found) return found
    }
    return undefined
  }
  return { resolve, definer }
}

/** The app's and the workspace packages' scripts: not dependencies, not virtual or query modules. */
const isOwnScript = (id: string) => !id.includes('/node_modules/') && /^\/.*\.(ts|tsx)$/.test(id)

type TNode = { type: string; [key: string]: unknown }
export type TShape = {
  /** Names the module defines itself (declarations, `export { a }`, `export default`). */
  own: Set<string>
  /** `export { a as b } from 'x'`: b → [x, a]; `export * as ns from 'x'`: ns → [x, null]. */
  forwarded: Map<string, [source: string, name: string | null]>
  /** `export * from 'x'` sources, in order. */
  starred: string[]
}

const nameOf = (node: unknown): string => {
  const named = node as { name?: string; value?: string }
  return named.name ?? String(named.value)
}

/** What a module's top level defines and forwards (an ESTree program's body). */
export function moduleShape(body: readonly unknown[]): TShape {
  const shape: TShape = { own: new Set(), forwarded: new Map(), starred: [] }
  for (const raw of body) {
    const node = raw as TNode
    const source = (node.source as { value?: string } | null | undefined)?.value
    const specifiers = (node.specifiers ?? []) as TNode[]
    if (node.type === 'ExportAllDeclaration' && source !== undefined) {
      if (node.exported) shape.forwarded.set(nameOf(node.exported), [source, null])
      else shape.starred.push(source)
    } else if (node.type === 'ExportNamedDeclaration' && source !== undefined) {
      for (const s of specifiers) shape.forwarded.set(nameOf(s.exported), [source, nameOf(s.local)])
    } else if (node.type === 'ExportDefaultDeclaration') {
      shape.own.add('default')
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of specifiers) shape.own.add(nameOf(s.exported))
      const declaration = node.declaration as TNode | null | undefined
      if (declaration) for (const name of declaredNames(declaration)) shape.own.add(name)
    }
  }
  return shape
}

function declaredNames(declaration: TNode): string[] {
  if (declaration.type === 'VariableDeclaration')
    return (declaration.declarations as TNode[]).flatMap((d) => bindingNames(d.id as TNode))
  const id = declaration.id as { name?: string } | null | undefined
  return id?.name ? [id.name] : []
}

function bindingNames(pattern: TNode): string[] {
  if (pattern.type === 'Identifier') return [String(pattern.name)]
  if (pattern.type === 'ObjectPattern')
    return (pattern.properties as TNode[]).flatMap((p) => bindingNames((p.value ?? p.argument) as TNode))
  if (pattern.type === 'ArrayPattern')
    return (pattern.elements as (TNode | null)[]).flatMap((e) => (e ? bindingNames(e) : []))
  if (pattern.type === 'AssignmentPattern') return bindingNames(pattern.left as TNode)
  if (pattern.type === 'RestElement') return bindingNames(pattern.argument as TNode)
  return []
}
