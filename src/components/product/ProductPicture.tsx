import type { Product } from '@/api/types'
import { imageUrlOf } from '@/lib/format'
import { sharedElement, type SharedElementPlace } from './sharedElements'

export interface ProductPictureProps {
  product: Pick<Product, 'id' | 'title' | 'imageUrl'>
  /** Where the card is (`card`: a list, home, 我的收藏; `related`: under another product). */
  place: Exclude<SharedElementPlace, 'page'>
  /** Its text alternative: the product's name, or '' when the name is right beside it in one link. */
  alt?: string
  /** It may be the page's largest paint (a list's first row): fetched at once, with high priority. */
  priority?: boolean
  /** Its size on the card (the box keeps its place before it arrives). */
  className?: string
}

/**
 * A product's picture on a card: its main image (4:3), lazily loaded unless `priority`, and the
 * picture that moves to the product's page in the view transition (`sharedElement`). Nothing when
 * the product has no image.
 */
export function ProductPicture({
  product,
  place,
  alt = product.title,
  priority = false,
  className,
}: ProductPictureProps) {
  const image = imageUrlOf(product.imageUrl)
  if (!image) return null
  return (
    <img
      src={image}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={800}
      height={600}
      className={className}
      {...sharedElement(product.id, place, 'image')}
    />
  )
}
