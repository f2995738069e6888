import { useSnackbar } from '@/components/feedback/toast'
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { PrefetchPageLinks, UNSAFE_FrameworkContext, useNavigate } from 'react-router-dom'
import {
  acceptingPrices,
  cartFreshness,
  readSeenPrices,
  removingOffSale,
  useCartFreshness,
  useSettleCartMutation,
  type SettleCartInput,
} from '@/api/cartFreshness'
import { unansweredReason } from '@/api/failures'
import { useGetAllProductsQuery, useGetCartQuery, usePayOrderMutation } from '@/api/storefront'
import { memberOrderKey } from '@/api/orderOwner'
import type { Cart } from '@/api/types'
import { staleCartMessages } from '@/components/checkout/messages'
import { paysOnline, type PaymentWay } from '@/components/checkout/payment'
import { useFailureAlert, useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { isOnline, whenOnline } from '@/lib/online'
import { useCreateOrderMutation, useLazyFindAttemptOrderQuery } from '../api'
import {
  CheckoutScreen,
  type CheckoutProgress,
  type CheckoutVerification,
} from '../components/CheckoutScreen'
import type { CheckoutResultState } from '../components/CheckoutResultScreen'
import { clearAttempt, readAttempt, saveAttempt, type CheckoutAttempt } from '../checkoutAttempt'
import { checkoutMessages as t } from '../messages'
import { toOrderInput } from '../orderBody'
import { forgetChoices, readSavedChoices, saveChoices } from '../savedChoices'
import type { CheckoutFormValues } from '../schema'
import { paths } from '@/lib/paths'

/** The signed-in member, as the route hands it in. */
export interface CheckoutMember {
  uid: string
  displayName?: string | null
  email?: string | null
}

export interface CheckoutPageProps {
  /** The signed-in member (the page is members only): the form starts with their name and e-mail. */
  member?: CheckoutMember | null
}

/** What became of an attempt whose order is not known: found, surely not placed, or still unknown. */
type Verified =
  | { outcome: 'placed'; attempt: CheckoutAttempt & { orderId: string } }
  | { outcome: 'notPlaced' | 'cartEmpty' | 'unreachable' }

/** The cart's lines as an order would copy them. */
const linesOf = (cart: Cart) => cart.carts.map((line) => ({ product_id: line.product_id, qty: line.qty }))

/** The same cart, as far as the order goes: the same lines, quantities, prices and total. */
function sameCart(shown: Cart | undefined, fresh: Cart): boolean {
  if (!shown || shown.final_total !== fresh.final_total || shown.carts.length !== fresh.carts.length)
    return false
  return shown.carts.every((line, index) => {
    const other = fresh.carts[index]
    return other.id === line.id && other.qty === line.qty && other.product.price === line.product.price
  })
}

/**
 * The pages after 結帳 (the result, the failure page, 我的訂單): their code is fetched while the
 * shopper fills the form, so a connection lost at the moment of 結帳 never turns the answer into
 * the browser's offline page. Only where React Router's framework runs (not in memory routers).
 */
function PrefetchNextSteps() {
  const framework = useContext(UNSAFE_FrameworkContext)
  if (!framework) return null
  return (
    <>
      <PrefetchPageLinks page={paths.checkoutSuccess} />
      <PrefetchPageLinks page={paths.checkoutFail} />
      <PrefetchPageLinks page={paths.orders} />
    </>
  )
}

/**
 * /checkout (step 2, under the members-only route), and step 3 結帳 itself: one order per
 * attempt (checkoutAttempt.ts), then, for credit card, LINE Pay and Apple Pay, its payment at
 * once through `POST pay/{id}`; then the result page, which reads the order by its id.
 *
 * Through faults: the cart and the shop are read again before the order is sent, and a change
 * stops to ask (src/api/cartFreshness.ts); offline, nothing is sent and the page says so; an
 * answer lost on the way is never guessed at: the member's newest orders are read once the
 * connection is back, and the order found is shown (and paid), or the page says it was not placed.
 */
export function CheckoutPage({ member }: CheckoutPageProps) {
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const uid = member?.uid

  // The cart and the shop as they are now, never an older copy from the cache.
  const cartQuery = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true })
  const productsQuery = useGetAllProductsQuery(undefined, { refetchOnMountOrArgChange: true })
  const freshness = useCartFreshness(cartQuery.data, productsQuery.data)
  const refetchCart = cartQuery.refetch
  const [createOrder] = useCreateOrderMutation()
  const [payOrder] = usePayOrderMutation()
  const [findAttemptOrder] = useLazyFindAttemptOrderQuery()
  const [settleCart, settleState] = useSettleCartMutation()
  const alertFailure = useFailureAlert()

  // Spec §8: the cart could not be fetched (once per failure, with the navbar; a success re-arms it).
  useFailureDialog('getCart', cartQuery)

  // This tab's attempt, as it stood when the page opened (Back, Forward, a reload).
  const [openedAttempt, setAttempt] = useState<CheckoutAttempt | null>(() => readAttempt(uid))
  const [progress, setProgress] = useState<CheckoutProgress | null>(null)
  // An attempt whose order is not known yet: being checked, or waiting for the connection.
  const [verification, setVerification] = useState<CheckoutVerification | null>(null)
  // Why the last press of 結帳 sent nothing, or what the check of an earlier one found.
  const [notice, setNotice] = useState<string | null>(null)
  // The cart as it was when 結帳 was pressed: the summary keeps showing it while the order, which
  // empties the cart, is created and paid.
  const [cartAtSubmit, setCartAtSubmit] = useState<Cart | null>(null)
  const [saved, setSaved] = useState(() => readSavedChoices(uid))
  // The check of an attempt found no order, but the cart is empty too: it cannot tell.
  const [cartEmptyUnknown, setCartEmptyUnknown] = useState(false)

  // The member's name and e-mail, and the choices saved from their last checkout.
  const initialValues = useMemo<Partial<CheckoutFormValues>>(
    () => ({
      contactName: member?.displayName?.trim() ?? '',
      contactEmail: member?.email?.trim() ?? '',
      ...(saved ?? {}),
    }),
    // The form reads its initial values once: later changes of `saved` must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [member?.displayName, member?.email],
  )

  // A new purchase: the cart holds lines again, which no earlier attempt's order can contain (the
  // API empties the cart when it creates an order). The old attempt is over. Not while an attempt
  // whose answer was lost is being checked: the check says what became of it.
  const cartHasLines = (cartQuery.currentData?.carts.length ?? 0) > 0
  const attemptOver =
    !progress && !verification && openedAttempt !== null && cartHasLines && !cartQuery.isFetching
  const attempt = attemptOver ? null : openedAttempt
  useEffect(() => {
    if (attemptOver) clearAttempt()
  }, [attemptOver])

  // Leaving while 結帳 runs would leave the shopper not knowing what happened: the browser asks.
  useEffect(() => {
    if (!progress) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [progress])

  // Belt and braces against double submits (the button is also disabled while submitting).
  const inFlight = useRef(false)

  const remember = (values: CheckoutFormValues) => {
    if (!uid) return
    if (values.rememberChoices)
      saveChoices(uid, {
        contactPhone: values.contactPhone.trim(),
        shippingWay: values.shippingWay,
        paymentWay: values.paymentWay,
      })
    else forgetChoices(uid)
  }

  const showResult = useCallback(
    (orderId: string, payment: CheckoutResultState['payment']) => {
      navigate(paths.checkoutSuccess, {
        replace: true,
        state: { orderId, payment } satisfies CheckoutResultState,
      })
    },
    [navigate],
  )

  /**
   * What became of an attempt whose answer never came: the member's newest orders hold it
   * (placed: its id is kept), or they do not and the cart still holds the lines (not placed: the
   * API empties the cart when it creates an order), or the cart is empty too (cannot tell).
   */
  const verify = useCallback(
    async (pending: CheckoutAttempt): Promise<Verified> => {
      if (!uid) return { outcome: 'unreachable' }
      try {
        const memberKey = await memberOrderKey(uid)
        const orderId = await findAttemptOrder({
          memberKey,
          startedAt: pending.startedAt,
          ...(pending.lines ? { lines: pending.lines } : {}),
        }).unwrap()
        if (orderId) {
          const stage = paysOnline(pending.paymentWay) ? 'paying' : 'settled'
          const placed = saveAttempt({ ...pending, orderId, stage })
          setAttempt(placed)
          return { outcome: 'placed', attempt: { ...placed, orderId } }
        }
        const cart = await refetchCart().unwrap()
        if (cart.carts.length === 0) return { outcome: 'cartEmpty' }
        clearAttempt()
        setAttempt(null)
        return { outcome: 'notPlaced' }
      } catch {
        return { outcome: 'unreachable' }
      }
    },
    [uid, findAttemptOrder, refetchCart],
  )

  /** The order exists: pay it now (online payment ways) and show the result page. */
  const finish = useCallback(
    async (placed: CheckoutAttempt & { orderId: string }) => {
      const { orderId } = placed
      if (!paysOnline(placed.paymentWay) || placed.stage === 'settled') {
        showResult(orderId, undefined)
        return
      }
      // Credit card, LINE Pay, Apple Pay: paying is part of 結帳 (the course API's simulated payment).
      setProgress({ stage: 'paying', paymentWay: placed.paymentWay })
      let payment: CheckoutResultState['payment'] = 'paid'
      try {
        await payOrder(orderId).unwrap()
      } catch (error) {
        // Sent and unanswered, it may have gone through: the result page reads the order to tell.
        payment = unansweredReason(error) === 'noAnswer' ? 'unknown' : 'failed'
      }
      saveAttempt({ ...placed, stage: 'settled', ...(payment === 'failed' ? { paymentFailed: true } : {}) })
      showResult(orderId, payment)
    },
    [payOrder, showResult],
  )

  /**
   * Checks an attempt whose order is not known, and acts on it: placed → shown (and paid when the
   * shopper was paying at that moment); not placed → the form again, saying so; unknown → the
   * page points to 我的訂單; unreachable → waits for the connection and checks again.
   */
  const checking = useRef(false)
  const settleUnknown = useCallback(
    async (pending: CheckoutAttempt, { continuePaying }: { continuePaying: boolean }) => {
      if (checking.current) return
      checking.current = true
      try {
        const verified = await verify(pending)
        if (verified.outcome === 'unreachable') {
          setVerification('unsure')
          return
        }
        setVerification(null)
        if (verified.outcome === 'placed') {
          if (continuePaying) await finish(verified.attempt)
          return
        }
        if (verified.outcome === 'notPlaced') setNotice(t.connection.notPlaced)
        else setCartEmptyUnknown(true)
      } finally {
        checking.current = false
      }
    },
    [verify, finish],
  )

  // Waiting for the connection: check again as soon as it is back.
  useEffect(() => {
    if (verification !== 'unsure' || !attempt) return
    let cancelled = false
    void whenOnline().then(() => {
      if (cancelled) return
      setVerification('verifying')
      void settleUnknown(attempt, { continuePaying: true })
    })
    return () => {
      cancelled = true
    }
  }, [verification, attempt, settleUnknown])

  // Opened after a reload that cut 結帳 short (the attempt has no order, and the cart is empty):
  // the member's orders say whether it went through.
  const unknownOnOpen =
    !progress &&
    !verification &&
    !cartEmptyUnknown &&
    attempt !== null &&
    !attempt.orderId &&
    attempt.stage === 'placing' &&
    cartQuery.isSuccess &&
    !cartQuery.isFetching &&
    !cartHasLines
  useEffect(() => {
    if (unknownOnOpen && attempt) void settleUnknown(attempt, { continuePaying: false })
  }, [unknownOnOpen, attempt, settleUnknown])

  /**
   * Before an order is sent: the cart and the shop read again. A change since the page showed them
   * (a product off sale, a price, a line changed in another tab) stops 結帳 to ask; so does not
   * being able to read them.
   */
  const cartAsShown = async (): Promise<Cart | null> => {
    const shown = cartQuery.data
    if (!isOnline()) {
      setNotice(t.connection.notSent)
      return null
    }
    try {
      const [fresh, products] = await Promise.all([
        cartQuery.refetch().unwrap(),
        productsQuery.refetch().unwrap(),
      ])
      if (cartFreshness(fresh, products, readSeenPrices()).stale || !sameCart(shown, fresh)) {
        setNotice(staleCartMessages.changedAtCheckout)
        return null
      }
      return fresh
    } catch (error) {
      setNotice(
        unansweredReason(error) === 'offline' ? t.connection.notSent : staleCartMessages.uncheckedAtCheckout,
      )
      return null
    }
  }

  const submit = async (values: CheckoutFormValues, { resetForm }: { resetForm: () => void }) => {
    if (inFlight.current || !uid || !values.paymentWay) return
    inFlight.current = true
    setNotice(null)
    const paymentWay: PaymentWay = values.paymentWay
    try {
      let current = readAttempt(uid)
      // An earlier press whose answer never came: find out before sending anything again.
      if (current && !current.orderId && current.stage === 'placing') {
        setVerification('verifying')
        const verified = await verify(current)
        setVerification(verified.outcome === 'unreachable' ? 'unsure' : null)
        if (verified.outcome === 'placed') {
          remember(values)
          resetForm()
          await finish(verified.attempt)
          return
        }
        if (verified.outcome !== 'notPlaced') {
          if (verified.outcome === 'cartEmpty') setCartEmptyUnknown(true)
          return
        }
        current = null
      }
      if (current?.orderId) {
        await finish({ ...current, orderId: current.orderId })
        return
      }

      const cart = await cartAsShown()
      if (!cart) return
      // Saved before the request: a reload while it runs is recognised (checkoutAttempt.ts).
      current = saveAttempt({
        member: uid,
        startedAt: Date.now(),
        stage: 'placing',
        paymentWay,
        lines: linesOf(cart),
      })
      setAttempt(current)
      setCartAtSubmit(cart)
      setProgress({ stage: 'placing', paymentWay })
      let orderId: string
      try {
        // toOrderInput copies only the contact, shipping and payment choices: no card data.
        const memberKey = await memberOrderKey(uid)
        orderId = (await createOrder(toOrderInput(values, memberKey)).unwrap()).orderId
      } catch (error) {
        setProgress(null)
        const reason = unansweredReason(error)
        if (reason === 'noAnswer' || reason === 'unreadable') {
          // Sent, and no answer: the order may exist. Never guessed, never sent again blindly.
          setVerification('unsure')
          return
        }
        clearAttempt()
        setAttempt(null)
        // Offline: nothing was sent. The form stays as it was filled.
        if (reason === 'offline') setNotice(t.connection.notSent)
        else navigate(paths.checkoutFail)
        return
      }
      const placed = saveAttempt({
        ...current,
        orderId,
        stage: paysOnline(current.paymentWay) ? 'paying' : 'settled',
      })
      setAttempt(placed)
      remember(values)
      resetForm()
      enqueueSnackbar(t.toast.orderSent, { variant: 'success' })
      await finish({ ...placed, orderId })
    } finally {
      inFlight.current = false
    }
  }

  // One click settles what changed in the shop: off-sale lines out, changed prices accepted.
  const settle = async (input: SettleCartInput, endpoint: 'deleteCartLine' | 'updateCartLine') => {
    setNotice(null)
    try {
      await settleCart(input).unwrap()
    } catch (error) {
      await alertFailure(endpoint, error)
    }
  }

  // An attempt with no order, an empty cart and no order found: the shopper is sent to 我的訂單.
  const orderMaybePlaced = cartEmptyUnknown && !progress && !verification && !cartHasLines

  return (
    <>
      <PrefetchNextSteps />
      <CheckoutScreen
        cart={progress && cartAtSubmit ? cartAtSubmit : cartQuery.data}
        isLoading={cartQuery.isLoading}
        initialValues={initialValues}
        onSubmit={submit}
        progress={progress}
        verification={verification ?? (unknownOnOpen ? 'verifying' : null)}
        onVerify={() => {
          if (!attempt) return
          setVerification('verifying')
          void settleUnknown(attempt, { continuePaying: true })
        }}
        notice={notice}
        placedOrderId={progress ? null : (attempt?.orderId ?? null)}
        orderMaybePlaced={orderMaybePlaced}
        rememberedChoices={saved !== null}
        onForgetChoices={() => {
          if (uid) forgetChoices(uid)
          setSaved(null)
        }}
        freshness={freshness}
        isSettling={settleState.isLoading}
        onRemoveOffSale={() => void settle(removingOffSale(freshness), 'deleteCartLine')}
        onAcceptPrices={() => void settle(acceptingPrices(freshness), 'updateCartLine')}
      />
    </>
  )
}
