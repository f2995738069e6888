/**
 * Firebase-style push ids (course-api.md §1.5): 20 characters, time-ordered, e.g.
 * `-OIeM5iU9jD6jwwyBSuj`. The first 8 characters encode the creation time in milliseconds in a
 * 64-character alphabet whose order matches ASCII order, so ids sort by creation time as plain
 * strings. The last 12 are random; ids made within the same millisecond bump them by one so they
 * still sort in creation order.
 */

const PUSH_ID_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'
const PUSH_ID_LENGTH = 20

const TIME_CHARS = 8
const RANDOM_CHARS = 12

let lastTime = -1
const lastRandom: number[] = new Array<number>(RANDOM_CHARS).fill(0)

function randomIndex(): number {
  return Math.floor(Math.random() * PUSH_ID_ALPHABET.length)
}

/** A new push id for a record created at `time` (ms; now by default). */
export function pushId(time: number = Date.now()): string {
  const sameMillisecond = time === lastTime
  lastTime = time

  let timePart = ''
  let remaining = Math.max(0, Math.floor(time))
  for (let i = 0; i < TIME_CHARS; i++) {
    timePart = PUSH_ID_ALPHABET.charAt(remaining % 64) + timePart
    remaining = Math.floor(remaining / 64)
  }

  if (sameMillisecond) {
    // Count up from the previous id's random part, carrying like an odometer.
    let position = RANDOM_CHARS - 1
    while (position >= 0 && lastRandom[position] === 63) {
      lastRandom[position] = 0
      position--
    }
    if (position >= 0) lastRandom[position]++
  } else {
    for (let i = 0; i < RANDOM_CHARS; i++) lastRandom[i] = randomIndex()
  }

  return timePart + lastRandom.map((index) => PUSH_ID_ALPHABET.charAt(index)).join('')
}

/** The creation time (ms) encoded in a push id, or null when the text is not one. */
export function pushIdTime(id: string): number | null {
  if (!isPushId(id)) return null
  let time = 0
  for (let i = 0; i < TIME_CHARS; i++) time = time * 64 + PUSH_ID_ALPHABET.indexOf(id.charAt(i))
  return time
}

export function isPushId(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== PUSH_ID_LENGTH) return false
  for (const char of value) if (!PUSH_ID_ALPHABET.includes(char)) return false
  return true
}

/** An opaque random token made of URL-safe characters (for sessions). */
export function randomToken(length: number): string {
  const alphabet = PUSH_ID_ALPHABET.replace('-', '').replace('_', '') + '-_'
  let token = ''
  for (let i = 0; i < length; i++) token += alphabet.charAt(Math.floor(Math.random() * alphabet.length))
  return token
}
