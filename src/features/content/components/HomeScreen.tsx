import type { Product } from '@/api/types'
import heroUrl from '@/assets/hero.svg'
import controls from '@/components/layout/controls.module.css'
import styles from './Hero.module.css'
import { contentMessages } from '../messages'
import HomeSections from './HomeSections'
import { LeadPicture } from './LeadPicture'
import { ShopCall } from './ShopCall'

const t = contentMessages.home

export interface HomeScreenProps {
  /** The shop's products (the first 4 are recommended); undefined until loaded. */
  products: Product[] | undefined
  /** The products are loading: the recommended section waits for them. */
  isLoading: boolean
  /** The products could not be loaded (logged by the page): the section says so briefly. */
  isError: boolean
}

/** / (home): the banner, why 早餐店, the recommended products and questions and answers. Props only. */
export function HomeScreen({ products, isLoading, isError }: HomeScreenProps) {
  return (
    <>
      <Hero />
      <HomeSections products={products} isLoading={isLoading} isError={isError} />
    </>
  )
}

function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <div className={controls.container}>
        <div className={styles.card}>
          <div className={styles.words}>
            <ShopCall heading="h1" id="home-hero-title" copy={t.hero} classes={styles} />
          </div>
          <LeadPicture src={heroUrl} alt={t.heroAlt} width={1600} height={900} className={styles.picture} />
        </div>
      </div>
    </section>
  )
}
