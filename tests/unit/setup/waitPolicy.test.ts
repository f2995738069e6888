// @vitest-environment jsdom
import * as testingLibrary from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { applyWaitPolicy, ASYNC_WAIT_MS } from '../../setup/waits'

const { configure, findByText, getByText, getConfig, waitFor } = testingLibrary

describe('the wait policy on Testing Library', () => {
  const initial = getConfig().getElementError
  afterEach(() => {
    configure({ getElementError: initial, asyncUtilTimeout: 1000 })
    document.body.replaceChildren()
  })

  it('sets how long waits last', () => {
    applyWaitPolicy(testingLibrary)
    expect(getConfig().asyncUtilTimeout).toBe(ASYNC_WAIT_MS)
  })

  it('prints the page into a failed query outside a wait, and into a wait that runs out', async () => {
    applyWaitPolicy(testingLibrary)
    document.body.innerHTML = '<p>早安</p>'
    expect(() => getByText(document.body, '晚安')).toThrow(/晚安[\s\S]*<p>[\s\S]*早安/)
    await expect(findByText(document.body, '晚安', {}, { timeout: 100 })).rejects.toThrow(/晚安[\s\S]*早安/)
  })

  it('does not print the page into the failed tries of a wait that then succeeds', async () => {
    let printed = 0
    configure({
      getElementError: (message, container) => {
        printed++
        return initial(message, container)
      },
    })
    applyWaitPolicy(testingLibrary)
    // Applied again (a setup file runs once per test file), it still wraps Testing Library's own.
    applyWaitPolicy(testingLibrary)
    let tries = 0
    const found = await waitFor(() => {
      tries++
      // Two tries fail (a wait tries again every 50 ms); the third adds what it then finds.
      if (tries === 3)
        document.body.append(Object.assign(document.createElement('p'), { textContent: '出爐了' }))
      return getByText(document.body, '出爐了')
    })
    expect(found.textContent).toBe('出爐了')
    expect(tries).toBe(3)
    expect(printed).toBe(0)
  })
})
