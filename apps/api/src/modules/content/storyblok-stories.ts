import type { TStory } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { ContentSource, TContentLog } from './content-source.ts'
import { normaliseStory } from './normalise-story.ts'

export type TStoryblokOptions = {
  token: string
  version: 'published' | 'draft'
  /** The delivery API base, e.g. https://api.storyblok.com/v2 */
  apiUrl: string
  log: TContentLog
  /** Answers kept at most (slugs come from any visitor's path: a bound keeps them from filling memory). */
  maxCached?: number
  timeoutMs?: number
}

const UNAVAILABLE = 'Our content service is not answering right now. Please try again in a moment.'
/** The links endpoint's largest page. */
const LINKS_PER_PAGE = 1000
/** What the sitemap reads of a link (a story or a folder) of `GET cdn/links`. */
type TStoryblokLink = { slug: string; is_folder?: boolean; published?: boolean }

/**
 * Storyblok's delivery API v2 (`GET cdn/stories/{slug}?version=…&token=…&cv=…`), the real adapter of
 * ARCHITECTURE.md § Adapters (ADR 026). Published answers — stories and 404s alike — are kept in this process until
 * `invalidate` (Storyblok's webhook, passed to every node through PostgreSQL); after it, requests
 * carry a new `cv` so Storyblok's CDN answers fresh too. Drafts are never cached. A failed call is
 * logged and answered 503: "not found" and "Storyblok is down" never become the same thing.
 */
export class StoryblokStories implements ContentSource {
  readonly name = 'storyblok' as const
  readonly #options: TStoryblokOptions
  readonly #cache = new Map<string, Promise<TStory | null>>()
  #cv = Math.floor(Date.now() / 1000)

  constructor(options: TStoryblokOptions) {
    this.#options = options
  }

  getStory(slug: string): Promise<TStory | null> {
    if (this.#options.version === 'draft') return this.#fetch(slug)
    const cached = this.#cache.get(slug)
    if (cached) return cached
    const answer = this.#fetch(slug)
    this.#cache.set(slug, answer)
    // A failure is not remembered: the next request asks again.
    answer.catch(() => this.#cache.get(slug) === answer && this.#cache.delete(slug))
    const max = this.#options.maxCached ?? 500
    if (this.#cache.size > max) {
      const oldest = this.#cache.keys().next().value
      if (oldest !== undefined) this.#cache.delete(oldest)
    }
    return answer
  }

  invalidate(): void {
    this.#cache.clear()
    this.#cv = Math.max(this.#cv + 1, Math.floor(Date.now() / 1000))
  }

  /**
   * The published stories' full slugs from the links endpoint (`GET cdn/links`, 1,000 a page: the
   * sitemap's content pages); folders are left out. Asked on each call: a crawler reads it rarely.
   */
  async listSlugs(): Promise<string[]> {
    const slugs: string[] = []
    for (let page = 1; ; page++) {
      const response = await this.#get(
        'cdn/links',
        { paginated: '1', per_page: String(LINKS_PER_PAGE), page: String(page) },
        { page },
      )
      if (!response.ok) throw this.#refused('links', { page }, response.status)
      const answer = (await response.json().catch(() => null)) as {
        links?: Record<string, TStoryblokLink>
      } | null
      const links = Object.values(answer?.links ?? {})
      for (const link of links) if (!link.is_folder && link.published !== false) slugs.push(link.slug)
      if (links.length < LINKS_PER_PAGE) return slugs
    }
  }

  async #fetch(slug: string): Promise<TStory | null> {
    const response = await this.#get(`cdn/stories/${slug}`, {}, { slug })
    if (response.status === 404) return null
    if (!response.ok) throw this.#refused('story', { slug }, response.status)
    const answer: unknown = await response.json().catch(() => null)
    return normaliseStory(answer, this.#options.log)
  }

  /** One delivery API call with the token, version and cache version; a network failure is a 503. */
  async #get(path: string, params: Record<string, string>, where: object): Promise<Response> {
    const query = new URLSearchParams({
      ...params,
      version: this.#options.version,
      token: this.#options.token,
      cv: String(this.#cv),
    })
    const url = `${this.#options.apiUrl.replace(/\/$/, '')}/${path}?${query}`
    try {
      return await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 5000),
      })
    } catch (error) {
      this.#options.log.warn(
        { ...where, version: this.#options.version, err: error },
        'Storyblok did not answer',
      )
      throw new AppError(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE)
    }
  }

  /** 401: a wrong token; 429: over Storyblok's rate limit; 5xx: Storyblok's trouble. */
  #refused(what: 'story' | 'links', where: object, status: number): AppError {
    this.#options.log.warn(
      { ...where, version: this.#options.version, status },
      `Storyblok refused a ${what} request`,
    )
    return new AppError(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE)
  }
}
