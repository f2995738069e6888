import { courseApiReady, type ApiDispatch } from '@/api/apiReady'
import * as courseApiModule from '@/api/courseApi'
import type { CartWriteBody } from '@/api/types'
import { alertFailure } from '@/components/dialogs/alertFailure'
import type { DialogService } from '@/components/dialogs/dialogContext'
import { catalogApi } from './api'

/**
 * `POST cart` through RTK Query in the page's store (which takes the API in first, if it has not
 * yet), and the spec §8 dialog if it fails. Its own chunk, loaded by ./useAddToCart when a product
 * is first added. True once the API has taken the line.
 */
export async function sendToCart(dispatch: ApiDispatch, dialog: DialogService, line: CartWriteBody) {
  await dispatch(courseApiReady(courseApiModule))
  const request = dispatch(catalogApi.endpoints.addToCart.initiate(line))
  try {
    await request.unwrap()
    return true
  } catch (error) {
    // Not awaited: the button's spinner stops now, not when the dialog is dismissed.
    void alertFailure(dialog, 'addToCart', error)
    return false
  } finally {
    // Its entry leaves the cache once answered (a hook would do this as it unmounts).
    request.reset()
  }
}
