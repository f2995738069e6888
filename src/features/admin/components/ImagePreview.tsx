import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { useState } from 'react'
import { adminMessages } from '../messages'

export interface ImagePreviewProps {
  url: string
  /** Alt text of the previewed image. */
  alt: string
  /** Width / height of the reserved box (no layout shift while the image loads). */
  ratio?: string
  maxWidth?: number | string
}

/** A fixed-ratio preview box: the image when the URL loads, a placeholder otherwise. */
export function ImagePreview({ url, alt, ratio = '4 / 3', maxWidth = '100%' }: ImagePreviewProps) {
  const trimmed = url.trim()
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const failed = failedUrl === trimmed && trimmed !== ''
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth,
        aspectRatio: ratio,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'shop.tableHead',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {trimmed && !failed ? (
        <Box
          component="img"
          src={trimmed}
          alt={alt}
          loading="lazy"
          onError={() => setFailedUrl(trimmed)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 1 }}>
          {failed ? <BrokenImageOutlinedIcon aria-hidden /> : <ImageOutlinedIcon aria-hidden />}
          <Typography variant="caption" component="p">
            {failed ? adminMessages.common.imageFailed : adminMessages.common.noImage}
          </Typography>
        </Box>
      )}
    </Box>
  )
}
