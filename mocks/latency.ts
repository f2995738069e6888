import { delay } from 'msw'

/**
 * The added latency of a course-API call (the slow-network scenario, the dev panel), spent as a
 * network spends it: half on the request's way in, before the handler runs (scenarios.ts), half
 * on the answer's way back, after the work is done (handlers/support.ts). A connection that drops
 * during the second half loses an answer to a write that was made.
 */
let latencyMs = 0

export function setNetworkLatency(ms: number): void {
  latencyMs = ms
}

/** The request's way in. */
export async function requestTravel(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs / 2)
}

/** The answer's way back. */
export async function answerTravel(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs / 2)
}
