import type { LayoutOptions } from '@/lib/useLayout'

/** The back office switches to its phone layout (cards, full-screen dialogs) below `sm`. */
export const ADMIN_LAYOUT: LayoutOptions = { narrowBelow: 'sm', noSsr: true }
