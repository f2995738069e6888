import { Link } from 'react-router-dom'
import controls from './controls.module.css'
import styles from './Footer.module.css'
import { Icon, type IconName } from './icons'
import { Logo } from './Logo'
import { layoutMessages } from './messages'
import { paths } from '@/lib/paths'

const t = layoutMessages.footer

// The spec's social links have no targets yet: they are buttons that go nowhere, said so to screen readers.
const socials: { label: string; icon: IconName }[] = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'Line', icon: 'chatBubble' },
]

const small = (...names: string[]) => [styles.small, ...names].join(' ')

/**
 * The site footer: about the shop, its phone and e-mail, social links, the copyright line and the
 * admin sign-in link. Plain HTML and CSS (no MUI): it is on every page's first load.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={controls.container}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <div className={styles.logoPlate}>
              <Logo height={36} />
            </div>
            <div className={styles.socials} aria-label={t.followTitle} role="group">
              {socials.map((social) => (
                <button
                  key={social.label}
                  type="button"
                  className={`${controls.iconButton} ${styles.social}`}
                  aria-label={`${social.label}（尚未開放）`}
                >
                  <Icon name={social.icon} className={controls.icon} />
                </button>
              ))}
            </div>
          </div>
          <div>
            <h2 className={styles.title}>{t.aboutTitle}</h2>
            <p className={small(styles.about)}>{t.aboutText}</p>
          </div>
          <div>
            <h2 className={styles.title}>{t.contactTitle}</h2>
            <dl className={styles.contact}>
              <dt className={small(styles.label)}>{t.phoneLabel}</dt>
              <dd className={small()}>
                <a href={`tel:${t.phone.replaceAll('-', '')}`} className={styles.link}>
                  {t.phone}
                </a>
              </dd>
              <dt className={small(styles.label)}>{t.emailLabel}</dt>
              <dd className={small()}>
                <a href={`mailto:${t.email}`} className={styles.link}>
                  {t.email}
                </a>
              </dd>
              <dt className={small(styles.label)}>{t.hoursLabel}</dt>
              <dd className={small()}>{t.hours}</dd>
            </dl>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={small(styles.notice)}>{t.learningNotice}</p>
          <div className={styles.legal}>
            <p className={small(styles.notice)}>{t.copyright}</p>
            <Link to={paths.adminLogin} className={small(styles.link)}>
              {t.admin}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  )
}
