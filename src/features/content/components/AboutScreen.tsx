import aboutUrl from '@/assets/about.svg'
import controls from '@/components/layout/controls.module.css'
import styles from './About.module.css'
import call from './AboutCall.module.css'
import { LeadPicture } from './LeadPicture'
import { ShopCall } from './ShopCall'
import { contentMessages } from '../messages'
import { cx } from '@/lib/classNames'

const t = contentMessages.about

/**
 * The brand story (spec §1) and a call-to-action to the product list. Static: no props. Plain
 * HTML and CSS like the shell, so `/about` loads no MUI.
 */
export function AboutScreen() {
  return (
    <>
      <section aria-labelledby="about-title" className={styles.intro}>
        <div className={cx(controls.container, styles.introGrid)}>
          <div>
            <h1 id="about-title" className={styles.title}>
              {t.title}
            </h1>
            <p className={styles.lead}>{t.lead}</p>
          </div>
          <LeadPicture src={aboutUrl} alt={t.imageAlt} width={1200} height={800} className={styles.picture} />
        </div>
      </section>

      <section aria-labelledby="about-story-title" className={cx(styles.section, styles.band)}>
        <div className={cx(controls.container, styles.narrow)}>
          <h2 id="about-story-title" className={styles.heading}>
            {t.storyTitle}
          </h2>
          {t.story.map((paragraph) => (
            <p key={paragraph} className={styles.story}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-values-title" className={styles.section}>
        <div className={controls.container}>
          <h2 id="about-values-title" className={cx(styles.heading, styles.valuesHeading)}>
            {t.valuesTitle}
          </h2>
          <ul className={cx(controls.cardGrid, styles.values)}>
            {t.values.map((value) => (
              <li key={value.title}>
                <div className={cx(controls.paperCard, styles.value)}>
                  <h3 className={styles.valueTitle}>{value.title}</h3>
                  <p className={styles.valueText}>{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className={call.section}>
        <div className={cx(controls.container, styles.narrow)}>
          <div className={call.banner}>
            <ShopCall heading="h2" id="about-cta-title" copy={t.cta} classes={call} />
          </div>
        </div>
      </section>
    </>
  )
}
