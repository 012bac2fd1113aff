import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/**
 * Whether a storefront path takes a request other than GET/HEAD: only when the page it renders
 * exports an `action` (React Router's single-fetch `…​.data` requests included). Anything else is
 * answered 405 by the web handler before React Router, which would log an 11-line stack trace for
 * every such request (ADR 043).
 */
export function pageActions(build: Pick<ServerBuild, 'routes'>): (pathname: string) => boolean {
  const routes = Object.values(build.routes).filter((route) => route !== undefined)
  if (!routes.some((route) => typeof route.module.action === 'function')) return () => false
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      )
  const tree = childrenOf(undefined)
  return (pathname) => {
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    const deepest = matchRoutes(tree, page)?.at(-1)?.route.id
    return deepest !== undefined && typeof build.routes[deepest]?.module.action === 'function'
  }
}
