import { Outlet } from 'react-router-dom'
import { MuiScope } from '@/components/theme/MuiScope'

/**
 * A pathless layout around the pages made of MUI (every page but home and about, which are plain
 * HTML and CSS): the MUI theme, loaded with the first of those pages.
 */
export default function Route() {
  return (
    <MuiScope>
      <Outlet />
    </MuiScope>
  )
}
