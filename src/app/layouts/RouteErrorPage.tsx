import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'

/** Shown when a route fails to load (e.g. a chunk could not be fetched after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        頁面載入失敗
      </Typography>
      <Typography color="text.secondary">請檢查網路連線後重新整理頁面。</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        重新整理
      </Button>
    </Container>
  )
}
