/** The promotions module's front door (ADR 061): back-office promotions and the basket's promotion. */
export { findBasketPromotion, type TBasketForPromotion } from './basket-promotion.ts'
export { holdOrderPromotion, releaseOrderPromotion } from './hold-order-promotion.ts'
export { followPromotionChanges, isLivePromotionCode } from './live-promotions.ts'
export { revertPromotionChange } from './revert-promotion-change.ts'
export { promotionRoutes } from './routes.ts'
