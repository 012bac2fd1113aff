import type { TCategory } from '@deli/contracts'
import { useEffect, useRef, useState } from 'react'

type TNavCategory = Pick<TCategory, 'id' | 'slug' | 'name'>

/** The page's sticky header (the site's or a kiosk's), whose bottom the chips stick under. */
function stickyHeaderBottom(): number {
  const header = document.querySelector('header')
  if (!header) return 0
  const position = getComputedStyle(header).position
  return position === 'sticky' || position === 'fixed' ? Math.round(header.getBoundingClientRect().bottom) : 0
}

/**
 * Follows the scroll: the category whose section is under the chips is the current one (ADR 045).
 * Also keeps the chips stuck right under the header, whatever its height at this width.
 */
function useCurrentCategory(categories: TNavCategory[], nav: React.RefObject<HTMLElement | null>) {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => {
    const element = nav.current
    if (!element) return
    let frame = 0
    const update = () => {
      frame = 0
      const top = stickyHeaderBottom()
      element.style.top = `${top}px`
      // A section is being read once its heading is a little below the chips.
      const line = top + element.offsetHeight + 80
      let found: string | null = null
      for (const category of categories) {
        const section = document.getElementById(category.slug)
        if (section && section.getBoundingClientRect().top <= line) found = category.slug
      }
      setCurrent(found ?? categories[0]?.slug ?? null)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [categories, nav])
  return current
}

/**
 * Sticky category chips (ADR 045): each jumps to its category's section; the one being read is
 * highlighted (`aria-current`) and scrolled into the row's view.
 */
export function CategoryNav({ categories }: { categories: TNavCategory[] }) {
  const nav = useRef<HTMLElement>(null)
  const current = useCurrentCategory(categories, nav)
  useEffect(() => {
    const list = nav.current?.querySelector('ul')
    const chip = current ? list?.querySelector<HTMLElement>(`a[href="#${current}"]`) : null
    if (!list || !chip) return
    const left = chip.offsetLeft - list.offsetLeft
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - 16) })
  }, [current])
  return (
    <nav ref={nav} className="category-nav" aria-label="Menu categories">
      <ul className="container">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.slug}`}
              className={`pill pill--link${category.slug === current ? ' is-current' : ''}`}
              aria-current={category.slug === current ? 'location' : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
