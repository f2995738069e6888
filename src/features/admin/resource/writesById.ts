import type { AdminResource } from './ResourcePage'
import type { AdminRecord } from './useListController'

/** An RTK Query mutation's trigger, as far as a resource uses it. */
type Trigger<Arg> = (arg: Arg) => { unwrap: () => Promise<unknown> }

/**
 * The writes of a resource the course API creates from `{ data }` and updates by id (`PUT …/:id`
 * with `{ data }`), as products and coupons: given its three mutation hooks and what its delete
 * endpoint takes, the resource's `useActions`.
 */
export function writesById<T extends AdminRecord, Input, DeleteArg>(hooks: {
  useCreate: () => readonly [Trigger<Input>, ...unknown[]]
  useUpdate: () => readonly [Trigger<{ id: string; data: Input }>, ...unknown[]]
  useDelete: () => readonly [Trigger<DeleteArg>, ...unknown[]]
  deleteArg: (record: T) => DeleteArg
}): AdminResource<T, Input>['useActions'] {
  return function useWritesById() {
    const [create] = hooks.useCreate()
    const [update] = hooks.useUpdate()
    const [remove] = hooks.useDelete()
    return {
      save: (record, input) => (record ? update({ id: record.id, data: input }) : create(input)).unwrap(),
      remove: (record) => remove(hooks.deleteArg(record)).unwrap(),
    }
  }
}
