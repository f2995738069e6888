import { useSnackbar } from '@/components/feedback/toast'
import { useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useGetCartQuery } from '@/api/storefront'
import { memberOrderKey } from '@/api/orderOwner'
import { useCreateOrderMutation } from '../api'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { CheckoutScreen } from '../components/CheckoutScreen'
import type { PlacedOrder } from '../components/CheckoutResultScreen'
import { checkoutMessages as t } from '../messages'
import { toOrderInput } from '../orderBody'
import type { CheckoutFormValues } from '../schema'

export interface CheckoutPageProps {
  /** The signed-in member's uid (the route hands it in): the order records a key of it. */
  memberId?: string
}

/** /checkout (step 2, under the members-only route): one order per submit, then the result page. */
export function CheckoutPage({ memberId }: CheckoutPageProps) {
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()

  const cartQuery = useGetCartQuery()
  const [createOrder] = useCreateOrderMutation()

  // Spec §8: the cart could not be fetched (once per failure, with the navbar; a success re-arms it).
  useFailureDialog('getCart', cartQuery)

  // Belt and braces against double submits (the button is also disabled while submitting).
  const inFlight = useRef(false)

  const submit = async (values: CheckoutFormValues, { resetForm }: { resetForm: () => void }) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      // toOrderInput copies only the contact, shipping and payment choices: no card data.
      const memberKey = memberId ? await memberOrderKey(memberId) : undefined
      const result = await createOrder(toOrderInput(values, memberKey)).unwrap()
      resetForm()
      enqueueSnackbar(t.toast.orderSent, { variant: 'success' })
      const placed: PlacedOrder = { orderId: result.orderId, total: result.total, createAt: result.create_at }
      navigate('/checkout-success', { state: { order: placed } })
    } catch {
      navigate('/checkout-fail')
    } finally {
      inFlight.current = false
    }
  }

  return <CheckoutScreen cart={cartQuery.data} isLoading={cartQuery.isLoading} onSubmit={submit} />
}
