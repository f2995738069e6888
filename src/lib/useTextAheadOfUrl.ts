import { useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * The words of a search box whose search lives in the URL. The box shows what is typed at once and
 * the URL follows: a box fed by the URL alone loses keystrokes, because React Router commits a
 * navigation later (src/app/navigationRendering.ts), and until then React puts the box's old value
 * back after every key (typing "sandwich" quickly left "wh"). Back/Forward (a POP) brings the URL's
 * words back into the box; a caller that changes the search itself (a clear button) calls the
 * setter too.
 * `followPush`: a new entry pushed from elsewhere (a link or the command palette to `?q=…`) brings
 * its words in too, for a caller whose own typing only ever replaces the entry.
 */
export function useTextAheadOfUrl(
  urlText: string,
  { followPush = false }: { followPush?: boolean } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(urlText)
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    // Back to any entry, the first one included.
    if (navigationType === 'POP' || (followPush && navigationType === 'PUSH')) setText(urlText)
  }
  return [text, setText]
}
