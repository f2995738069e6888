/**
 * A page's first and largest picture, its largest paint (the home hero, the about page's): sized up
 * front so nothing moves when it arrives, fetched before anything else, never lazy.
 */
export function LeadPicture({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string
  alt: string
  width: number
  height: number
  className: string | undefined
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      fetchPriority="high"
      loading="eager"
      decoding="async"
      className={className}
    />
  )
}
