import { ArrowLink } from '@/components/layout/ArrowLink'
import { paths } from '@/lib/paths'

/** The words of a call to shop: its heading, the line under it and the link's label. */
export interface ShopCallCopy {
  title: string
  text: string
  action: string
}

/**
 * A call to shop: a heading, a line under it and the filled link to the product list. The home
 * hero says it over its picture, the about page in its last banner; each brings its look as a CSS
 * module with `.title`, `.text` and `.action`.
 */
export function ShopCall({
  heading: Heading,
  id,
  copy,
  classes,
}: {
  /** h1 where it titles the page (home), h2 in a section (about). */
  heading: 'h1' | 'h2'
  /** The heading's id: the section around it is labelled by it. */
  id: string
  copy: ShopCallCopy
  classes: Readonly<Record<string, string>>
}) {
  return (
    <>
      <Heading id={id} className={classes.title}>
        {copy.title}
      </Heading>
      <p className={classes.text}>{copy.text}</p>
      <ArrowLink to={paths.products} variant="contained" className={classes.action}>
        {copy.action}
      </ArrowLink>
    </>
  )
}
