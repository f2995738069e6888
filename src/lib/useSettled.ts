import { startTransition, useEffect, useState } from 'react'

/**
 * A route loader's value that may still be on its way (a loader returns what it has at once, and a
 * promise for what it is still reading): the value, or `pending` until the promise has settled.
 * When a later promise replaces it, the value on screen stays until the new one has settled.
 *
 * Not React's `use`: a promise read with `use` holds every later update of the route until it has
 * settled (React Router's updates are transitions, and each one would render the pending promise
 * again), so a page would stop answering its own controls (filters, sort) while its data arrives.
 * The settled value comes in a transition, so the render it causes gives way to input.
 */
export function useSettled<T>(value: T | Promise<T>, pending: T): T {
  const [settled, setSettled] = useState<T>(() => (value instanceof Promise ? pending : value))
  // A plain value (the prerendered one) is shown as it is, and stays until a promise has settled.
  if (!(value instanceof Promise) && settled !== value) setSettled(value)
  useEffect(() => {
    if (!(value instanceof Promise)) return
    let current = true
    void value.then((next) => {
      if (current) startTransition(() => setSettled(next))
    })
    return () => {
      current = false
    }
  }, [value])
  return value instanceof Promise ? settled : value
}
