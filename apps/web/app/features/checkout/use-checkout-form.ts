import type { TCart, TPaymentType, TSubmitPayment, TUser } from '@deli/contracts'
import {
  cardDigits,
  formatPhone,
  fullExpiryYear,
  handoffGroup,
  isManualFireOffered,
  orderTimeError,
} from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { checkoutApi } from '../../lib/checkout-api.ts'
import { useGroupOrder } from '../group-order/index.ts'
import { readDraft, rememberDraft } from './checkout-draft.ts'
import {
  cardErrors,
  contactForSubmit,
  detailsErrors,
  parseExpiry,
  type TCardValues,
  type TCarValues,
  type TContactValues,
  type TFieldErrors,
  type TTipChoice,
  tipFor,
} from './checkout-rules.ts'
import type { TCheckoutBody, TCheckoutSubmit } from './use-checkout-submit.ts'

export type TGateway = 'test' | 'stripe'
/** Stripe's fields answer a PaymentMethod id; null until they are mounted. */
export type TStripeTokenize = () => Promise<string>

const EMPTY_CARD: TCardValues = { number: '', expiry: '', cvc: '', zip: '' }
const EMPTY_CAR: TCarValues = { make: '', model: '', color: '' }

/** Moves to a field by name (its input carries the name as id), after the errors render. */
function focusField(name: string | null) {
  if (!name) return
  requestAnimationFrame(() => {
    const field = document.getElementById(`checkout-${name}`)
    field?.focus()
    field?.scrollIntoView({ block: 'center' })
  })
}

/**
 * The checkout form's state: contact prefilled from the member (editable), car details for
 * curbside, tip (default none), payment (card through the gateway, or pay in store for the pickup
 * group) and the test gateway's card fields. `placeOrder` checks everything first and sends nothing
 * while a field is wrong; then the card is tokenised and the submission runs. At a store kiosk
 * (`user` null, ADR 030) the guest gives a name only.
 */
export function useCheckoutForm(options: {
  cart: TCart
  user: TUser | null
  gateway: TGateway | null
  submission: TCheckoutSubmit
}) {
  const { cart, submission, user } = options
  const isKiosk = user === null
  // A split group's participant orders at the host's time, which the host's checkout checks (spec §4).
  const isGroupParticipant = useGroupOrder().role === 'participant'
  const [contact, setContact] = useState<TContactValues>(() => ({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: user ? formatPhone(user.phone) : '',
  }))
  const [car, setCar] = useState<TCarValues>(EMPTY_CAR)
  const [tipChoice, setTipChoice] = useState<TTipChoice>('none')
  const [customTip, setCustomTip] = useState('')
  // At a kiosk most guests pay at the counter they are standing next to.
  const [paymentType, setPaymentType] = useState<TPaymentType>(isKiosk ? 'instore' : 'card')
  const [card, setCard] = useState<TCardValues>(EMPTY_CARD)
  const [checked, setChecked] = useState<TFieldErrors | null>(null)
  const stripeTokenize = useRef<TStripeTokenize | null>(null)
  // Tip and phone come back after a trip away (checkout-draft.ts); read after hydration, as the
  // server renders without them.
  useEffect(() => {
    const draft = readDraft(cart.id)
    if (draft.tipChoice) setTipChoice(draft.tipChoice)
    if (draft.customTip !== undefined) setCustomTip(draft.customTip)
    if (draft.phone !== undefined) setContact((previous) => ({ ...previous, phone: draft.phone ?? '' }))
  }, [cart.id])

  const isCurbside = cart.handoff === 'curbside'
  // Spec time mode manualfire (ADR 066): an ASAP order collected at the store, made when the guest says.
  const canManualFire =
    !isKiosk && !isGroupParticipant && cart.time.mode === 'asap' && isManualFireOffered(cart.handoff)
  const [manualFire, setManualFire] = useState(false)
  const canPayInStore = handoffGroup(cart.handoff) === 'pickup'
  const payment = canPayInStore ? paymentType : 'card'
  const tip = tipFor(tipChoice, customTip, cart.totals.subtotal)

  function currentErrors(): { errors: TFieldErrors; first: string | null } {
    const details = detailsErrors(contact, isCurbside ? car : null, isKiosk)
    const errors: TFieldErrors = { ...details.errors }
    if (tip.error) errors.tip = tip.error
    // No order time, no order: said before the card is tokenised (the server refuses the same way).
    const timeError = isGroupParticipant ? null : orderTimeError(cart.time)
    if (timeError) errors.time = timeError
    if (payment === 'card' && options.gateway === 'test') Object.assign(errors, cardErrors(card))
    const first = details.first ?? Object.keys(errors)[0] ?? null
    return { errors, first }
  }

  /** Once the guest tried to submit, errors follow every change. */
  const errors = checked === null ? {} : currentErrors().errors
  const shownErrors = { ...errors, ...submission.fieldErrors }

  async function paymentToken(): Promise<TSubmitPayment> {
    if (payment === 'instore') return { type: 'instore' }
    if (options.gateway === 'stripe') {
      if (!stripeTokenize.current) throw new Error('The card form is still loading. Please try again.')
      return { type: 'card', token: await stripeTokenize.current() }
    }
    const expiry = parseExpiry(card.expiry)
    const answer = await checkoutApi.testCard({
      number: cardDigits(card.number) ?? card.number,
      exp_month: expiry?.month ?? 0,
      exp_year: fullExpiryYear(expiry?.year ?? 0),
      cvc: card.cvc.trim(),
      postal_code: card.zip.trim(),
    })
    return { type: 'card', token: answer.token }
  }

  async function buildBody(): Promise<TCheckoutBody> {
    const payments = [await paymentToken()]
    const { first_name } = contactForSubmit(contact)
    if (isKiosk)
      return { kind: 'kiosk', body: { id: cart.id, data: { payments, first_name, tip: tip.cents } } }
    const carDetails = isCurbside
      ? { car: { make: car.make.trim(), model: car.model.trim(), color: car.color.trim() } }
      : {}
    return {
      kind: 'member',
      body: {
        id: cart.id,
        // The total shown: the server refuses the order if it is not the total any more (ADR 042).
        data: {
          payments,
          ...contactForSubmit(contact),
          tip: tip.cents,
          total: cart.totals.total + tip.cents,
          ...carDetails,
          ...(canManualFire && manualFire ? { manualfire: true } : {}),
        },
      },
    }
  }

  function placeOrder() {
    if (submission.isBusy || options.gateway === null) return
    const { errors: found, first } = currentErrors()
    setChecked(found)
    if (first) return focusField(first)
    void submission.submit(cart, tip.cents, buildBody)
  }

  return {
    contact,
    changeContact: (field: keyof TContactValues, value: string) => {
      setContact((previous) => ({ ...previous, [field]: value }))
      if (field === 'phone') rememberDraft(cart.id, { phone: value })
    },
    car,
    changeCar: (field: keyof TCarValues, value: string) =>
      setCar((previous) => ({ ...previous, [field]: value })),
    isCurbside,
    isKiosk,
    canManualFire,
    manualFire,
    setManualFire,
    tipChoice,
    setTipChoice: (choice: TTipChoice) => {
      setTipChoice(choice)
      rememberDraft(cart.id, { tipChoice: choice })
    },
    customTip,
    setCustomTip: (value: string) => {
      setCustomTip(value)
      rememberDraft(cart.id, { customTip: value })
    },
    tip,
    canPayInStore,
    payment,
    setPaymentType,
    card,
    changeCard: (field: keyof TCardValues, value: string) =>
      setCard((previous) => ({ ...previous, [field]: value })),
    stripeTokenize,
    errors: shownErrors,
    placeOrder,
  }
}

export type TCheckoutForm = ReturnType<typeof useCheckoutForm>
