import { zhTW } from '@mui/material/locale'
import { describe, expect, it } from 'vitest'
import { theme } from '@/components/theme/theme'

/** MUI's own zh-TW words, for the components the shop's theme words itself (see theme.ts). */
const mui = zhTW.components as Record<string, { defaultProps: Record<string, unknown> }>

describe("the theme words MUI components as MUI's zh-TW locale does", () => {
  const ours = theme.components as Record<string, { defaultProps?: Record<string, unknown> }>

  it.each(['MuiAlert', 'MuiAutocomplete', 'MuiBreadcrumbs'])('%s', (name) => {
    expect(ours[name]?.defaultProps).toEqual(mui[name].defaultProps)
  })

  it('MuiPagination', () => {
    const label = ours.MuiPagination?.defaultProps?.getItemAriaLabel as (...args: unknown[]) => string
    const theirs = mui.MuiPagination.defaultProps.getItemAriaLabel as (...args: unknown[]) => string
    expect(ours.MuiPagination?.defaultProps?.['aria-label']).toBe(
      mui.MuiPagination.defaultProps['aria-label'],
    )
    for (const type of ['page', 'first', 'last', 'next', 'previous'])
      for (const selected of [false, true]) expect(label(type, 3, selected)).toBe(theirs(type, 3, selected))
  })
})
