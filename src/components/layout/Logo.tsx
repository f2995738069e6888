import { Link } from 'react-router-dom'
import logoUrl from '@/assets/logo.svg'
import { sharedMessages } from '@/lib/messages'
import styles from './Logo.module.css'

export interface LogoProps {
  /** Height in px (the width follows the logo's 200 × 48 shape): 40 in the navbar, 36 in the footer, 32 in the admin's sidebar. */
  height?: number
}

/** The shop's logo, always a link home (named 早餐店 首頁; the picture itself is decoration). */
export function Logo({ height = 40 }: LogoProps) {
  return (
    <Link to="/" aria-label={`${sharedMessages.shopName} 首頁`} className={styles.logo}>
      <img src={logoUrl} alt="" width={height * (200 / 48)} height={height} />
    </Link>
  )
}
