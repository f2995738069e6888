import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { afterEach } from 'vitest'

// jsdom brings its own FormData/Blob/File, which Node's fetch cannot serialise (a jsdom FormData
// goes out as the text "[object FormData]"). A browser's fetch takes its own FormData, so give
// the app Node's classes: the multipart upload then leaves the app exactly as it would in a browser.
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor
Object.assign(globalThis, { FormData: NodeFormData, Blob: NodeBlob, File: NodeFile })

afterEach(() => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
