import type { TCategory } from '@deli/contracts'

/** Sticky category navigation: jumps to each category section of the menu. */
export function CategoryNav({ categories }: { categories: Pick<TCategory, 'id' | 'slug' | 'name'>[] }) {
  return (
    <nav className="category-nav" aria-label="Menu categories">
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.slug}`} className="pill pill--link">
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
