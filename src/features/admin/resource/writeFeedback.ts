import type { AdminResource } from './ResourcePage'
import type { AdminRecord } from './useListController'

/** A resource's feedback as the edit and delete controllers take it. */
export function writeFeedback({
  failures,
  messages,
}: Pick<AdminResource<AdminRecord, unknown>, 'failures' | 'messages'>) {
  return {
    save: { failures, toasts: { created: messages.createSuccess, updated: messages.editSuccess } },
    remove: { failure: failures.remove, deleted: messages.deleteSuccess },
  }
}
