import GlobalStyles from '@mui/material/GlobalStyles'
import keenSliderCss from 'keen-slider/keen-slider.min.css?inline'

/**
 * keen-slider's own stylesheet, rendered as part of the page's Emotion styles: a prerendered page
 * carries it in its critical CSS (written into <head> at build time) instead of fetching a
 * render-blocking stylesheet before its first paint.
 */
export function KeenSliderStyles() {
  return <GlobalStyles styles={keenSliderCss} />
}
