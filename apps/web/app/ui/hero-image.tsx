/** A landing page's hero picture (home, /catering): decorative, sized, and fetched first (the LCP). */
export function HeroImage({ src }: { src: string }) {
  return <img className="hero__image" src={src} alt="" width="400" height="300" fetchPriority="high" />
}
