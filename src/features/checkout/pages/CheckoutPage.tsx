import { useSnackbar } from '@/components/feedback/toast'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useGetCartQuery, usePayOrderMutation } from '@/api/storefront'
import { memberOrderKey } from '@/api/orderOwner'
import type { Cart } from '@/api/types'
import { paysOnline, type PaymentWay } from '@/components/checkout/payment'
import { useCreateOrderMutation } from '../api'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { CheckoutScreen, type CheckoutProgress } from '../components/CheckoutScreen'
import type { CheckoutResultState } from '../components/CheckoutResultScreen'
import { clearAttempt, readAttempt, saveAttempt, type CheckoutAttempt } from '../checkoutAttempt'
import { checkoutMessages as t } from '../messages'
import { toOrderInput } from '../orderBody'
import { forgetChoices, readSavedChoices, saveChoices } from '../savedChoices'
import type { CheckoutFormValues } from '../schema'

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

/**
 * /checkout (step 2, under the members-only route), and step 3 結帳 itself: one order per
 * attempt (checkoutAttempt.ts), then, for credit card, LINE Pay and Apple Pay, its payment at
 * once through `POST pay/{id}`; then the result page, which reads the order by its id.
 */
export function CheckoutPage({ member }: CheckoutPageProps) {
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const uid = member?.uid

  const cartQuery = useGetCartQuery()
  const [createOrder] = useCreateOrderMutation()
  const [payOrder] = usePayOrderMutation()

  // Spec §8: the cart could not be fetched (once per failure, with the navbar; a success re-arms it).
  useFailureDialog('getCart', cartQuery)

  // This tab's attempt, as it stood when the page opened (Back, Forward, a reload).
  const [openedAttempt, setAttempt] = useState<CheckoutAttempt | null>(() => readAttempt(uid))
  const [progress, setProgress] = useState<CheckoutProgress | null>(null)
  // The cart as it was when 結帳 was pressed: the summary keeps showing it while the order, which
  // empties the cart, is created and paid.
  const [cartAtSubmit, setCartAtSubmit] = useState<Cart | null>(null)
  const [saved, setSaved] = useState(() => readSavedChoices(uid))

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
  // API empties the cart when it creates an order). The old attempt is over.
  const cartHasLines = (cartQuery.currentData?.carts.length ?? 0) > 0
  const attemptOver = !progress && openedAttempt !== null && cartHasLines && !cartQuery.isFetching
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

  const showResult = (orderId: string, payment: CheckoutResultState['payment']) => {
    navigate('/checkout-success', {
      replace: true,
      state: { orderId, payment } satisfies CheckoutResultState,
    })
  }

  const submit = async (values: CheckoutFormValues, { resetForm }: { resetForm: () => void }) => {
    if (inFlight.current || !uid || !values.paymentWay) return
    inFlight.current = true
    const paymentWay: PaymentWay = values.paymentWay
    try {
      let current = readAttempt(uid)
      let orderId = current?.orderId
      if (!orderId) {
        // Saved before the request: a reload while it runs is recognised (checkoutAttempt.ts).
        current = saveAttempt({ member: uid, startedAt: Date.now(), stage: 'placing', paymentWay })
        setAttempt(current)
        setCartAtSubmit(cartQuery.data ?? null)
        setProgress({ stage: 'placing', paymentWay })
        try {
          // toOrderInput copies only the contact, shipping and payment choices: no card data.
          const memberKey = await memberOrderKey(uid)
          const result = await createOrder(toOrderInput(values, memberKey)).unwrap()
          orderId = result.orderId
        } catch {
          clearAttempt()
          setAttempt(null)
          setProgress(null)
          navigate('/checkout-fail')
          return
        }
        current = saveAttempt({
          ...current,
          orderId,
          stage: paysOnline(current.paymentWay) ? 'paying' : 'settled',
        })
        setAttempt(current)
        remember(values)
        resetForm()
        enqueueSnackbar(t.toast.orderSent, { variant: 'success' })
      }
      const way = current?.paymentWay ?? paymentWay
      if (!paysOnline(way) || current?.stage === 'settled') {
        showResult(orderId, undefined)
        return
      }
      // Credit card, LINE Pay, Apple Pay: paying is part of 結帳 (the course API's simulated payment).
      setProgress({ stage: 'paying', paymentWay: way })
      let paid = true
      try {
        await payOrder(orderId).unwrap()
      } catch {
        paid = false
      }
      saveAttempt({ ...current!, orderId, stage: 'settled', ...(paid ? {} : { paymentFailed: true }) })
      showResult(orderId, paid ? 'paid' : 'failed')
    } finally {
      inFlight.current = false
    }
  }

  // A reload cut the last 結帳 short before the API answered: an empty cart says the order went in.
  const orderMaybePlaced = Boolean(attempt && !attempt.orderId && attempt.stage === 'placing' && !progress)

  return (
    <CheckoutScreen
      cart={progress && cartAtSubmit ? cartAtSubmit : cartQuery.data}
      isLoading={cartQuery.isLoading}
      initialValues={initialValues}
      onSubmit={submit}
      progress={progress}
      placedOrderId={progress ? null : (attempt?.orderId ?? null)}
      orderMaybePlaced={orderMaybePlaced}
      rememberedChoices={saved !== null}
      onForgetChoices={() => {
        if (uid) forgetChoices(uid)
        setSaved(null)
      }}
    />
  )
}
