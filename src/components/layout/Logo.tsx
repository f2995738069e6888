import { Link } from 'react-router-dom'
import logoUrl from '@/assets/logo.svg'
import { sharedMessages } from '@/lib/messages'
import styles from './Logo.module.css'

/** The shop's logo, always a link home. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <Link to="/" aria-label={`${sharedMessages.shopName} 首頁`} className={styles.logo}>
      <img src={logoUrl} alt="" width={height * (200 / 48)} height={height} />
    </Link>
  )
}
