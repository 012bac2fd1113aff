/**
 * A product's picture on a card (the menu's and the home page's featured row): decorative, since the
 * card names the product; 4:3 at its size, so the card keeps its shape while it loads, when near.
 */
export function CardImage(props: {
  product: { images: { 'mobile-webapp-menu': { url: string } } }
  className: string
}) {
  return (
    <img
      src={props.product.images['mobile-webapp-menu'].url}
      alt=""
      width="400"
      height="300"
      loading="lazy"
      decoding="async"
      className={props.className}
    />
  )
}
