import { useCallback, useEffect, useState } from 'react'
import CloseIcon from '@mui/icons-material/Close'
import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import InputLabel from '@mui/material/InputLabel'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  ENDPOINTS,
  SCENARIOS,
  SCENARIO_NAMES,
  applyScenario,
  getScenarioState,
  isScenarioName,
  resetData,
  setEndpointFailure,
  setLatency,
  type FailureKind,
  type ScenarioName,
  type ScenarioState,
} from '../scenarios'
import { config } from '@/config/env'

/**
 * The fake backend's developer panel, the drawer its launcher (./MockDevPanel.tsx) opens: switch
 * scenario, make one endpoint fail, reset the data, and read the password-reset mails the fake
 * Firebase "sent". Made of MUI, so it loads only when first opened.
 */

interface SentMail {
  email: string
  requestType: string
  oobCode: string
  oobLink: string
}

const REQUEST_TYPE_LABELS: Record<string, string> = {
  PASSWORD_RESET: '重設密碼',
  VERIFY_EMAIL: '驗證信箱',
  EMAIL_SIGNIN: '登入連結',
}

function parseMails(body: unknown): SentMail[] {
  if (!body || typeof body !== 'object' || !('oobCodes' in body) || !Array.isArray(body.oobCodes)) return []
  return body.oobCodes.flatMap((item: unknown): SentMail[] => {
    if (!item || typeof item !== 'object') return []
    const { email, requestType, oobCode, oobLink } = item as Record<string, unknown>
    return typeof email === 'string' && typeof oobLink === 'string'
      ? [{ email, requestType: String(requestType ?? ''), oobCode: String(oobCode ?? ''), oobLink }]
      : []
  })
}

function useSentMails() {
  const [mails, setMails] = useState<SentMail[]>([])
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    const url = `${config.authEmulatorUrl}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`
    try {
      const response = await fetch(url)
      if (!response.ok) throw new Error(String(response.status))
      setMails(parseMails(await response.json()).reverse())
      setFailed(false)
    } catch {
      setMails([])
      setFailed(true)
    }
  }, [])

  return { mails, failed, reload: load }
}

/** What the 網路延遲 control offers (ms per course-API call; applied at once, no reload). */
const LATENCIES = [0, 500, 1500, 3000]
const latencyLabel = (ms: number) => (ms === 0 ? '無延遲' : `${ms / 1000} 秒`)

const endpointKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`

export interface MockDevDrawerProps {
  open: boolean
  onClose: () => void
}

/**
 * Mounted afresh each time the launcher opens it (the launcher keys it), so it shows the fake's
 * state and sent mails as they are at that moment.
 */
export function MockDevDrawer({ open, onClose }: MockDevDrawerProps) {
  const [state, setState] = useState<ScenarioState>(() => getScenarioState())
  const [scenario, setScenario] = useState<ScenarioName>(state.name)
  const [endpoint, setEndpoint] = useState(endpointKey(ENDPOINTS[0]))
  const [kind, setKind] = useState<FailureKind>('server-error')
  const [busy, setBusy] = useState(false)
  const { mails, failed, reload } = useSentMails()

  useEffect(() => {
    void reload()
  }, [reload])

  // Data changes under the app's feet: reload so every screen and cache starts fresh.
  const switchScenario = async () => {
    setBusy(true)
    await applyScenario(scenario)
    window.location.reload()
  }

  const resetAndReload = async () => {
    setBusy(true)
    await resetData()
    window.location.reload()
  }

  const failEndpoint = () => {
    const chosen = ENDPOINTS.find((candidate) => endpointKey(candidate) === endpoint) ?? ENDPOINTS[0]
    setState(setEndpointFailure({ method: chosen.method, path: chosen.path, kind }))
  }

  const failingLabel = state.failure
    ? (ENDPOINTS.find((candidate) => endpointKey(candidate) === endpointKey(state.failure ?? ENDPOINTS[0]))
        ?.label ?? state.failure.path)
    : null

  return (
    <>
      {/* A dialog's layer: a temporary drawer sits at the drawer layer, under its own launcher. */}
      <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <Box
          sx={{ width: { xs: '100vw', sm: 380 }, maxWidth: '100vw', p: 2 }}
          role="region"
          aria-label="假後端開發工具"
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              開發工具（假後端）
            </Typography>
            <IconButton aria-label="關閉開發工具" onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            目前情境：{SCENARIOS[state.name].label}
            {state.latencyMs > 0 ? `（延遲 ${state.latencyMs} ms）` : ''}
          </Typography>

          <Divider sx={{ my: 2 }} />

          <FormControl component="fieldset" fullWidth>
            <FormLabel component="legend">情境</FormLabel>
            <RadioGroup
              value={scenario}
              onChange={(event) => {
                if (isScenarioName(event.target.value)) setScenario(event.target.value)
              }}
            >
              {SCENARIO_NAMES.map((name) => (
                <FormControlLabel
                  key={name}
                  value={name}
                  control={<Radio size="small" />}
                  label={
                    <Box>
                      <Typography variant="body2">{SCENARIOS[name].label}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {SCENARIOS[name].description}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Button
            variant="contained"
            fullWidth
            disabled={busy}
            onClick={() => void switchScenario()}
            sx={{ mt: 1 }}
          >
            套用情境並重新整理
          </Button>

          <FormControl size="small" fullWidth sx={{ mt: 2 }}>
            <InputLabel id="mock-dev-latency">網路延遲</InputLabel>
            <Select
              labelId="mock-dev-latency"
              label="網路延遲"
              value={LATENCIES.includes(state.latencyMs) ? state.latencyMs : ''}
              onChange={(event) => setState(setLatency(Number(event.target.value)))}
            >
              {LATENCIES.map((ms) => (
                <MenuItem key={ms} value={ms}>
                  {latencyLabel(ms)}
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>
              每個課程 API 請求的延遲，立即生效、不重新整理（一半在請求途中，一半在回應途中）
            </FormHelperText>
          </FormControl>

          <Divider sx={{ my: 2 }} />

          <Typography variant="subtitle2" component="h3" gutterBottom>
            讓一個 API 失敗
          </Typography>
          {failingLabel ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              失敗中：{failingLabel}（{state.failure?.kind === 'network-error' ? '網路錯誤' : 'HTTP 500'}）
            </Alert>
          ) : null}
          <Stack spacing={1.5}>
            <FormControl size="small" fullWidth>
              <InputLabel id="mock-dev-endpoint">API</InputLabel>
              <Select
                labelId="mock-dev-endpoint"
                label="API"
                value={endpoint}
                onChange={(event) => setEndpoint(event.target.value)}
              >
                {ENDPOINTS.map((candidate) => (
                  <MenuItem key={endpointKey(candidate)} value={endpointKey(candidate)}>
                    {candidate.method} · {candidate.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" fullWidth>
              <InputLabel id="mock-dev-kind">失敗方式</InputLabel>
              <Select
                labelId="mock-dev-kind"
                label="失敗方式"
                value={kind}
                onChange={(event) =>
                  setKind(event.target.value === 'network-error' ? 'network-error' : 'server-error')
                }
              >
                <MenuItem value="server-error">HTTP 500</MenuItem>
                <MenuItem value="network-error">網路錯誤</MenuItem>
              </Select>
            </FormControl>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" color="warning" onClick={failEndpoint} fullWidth>
                讓此 API 失敗
              </Button>
              <Button
                variant="outlined"
                disabled={!state.failure}
                onClick={() => setState(setEndpointFailure(null))}
                fullWidth
              >
                恢復正常
              </Button>
            </Stack>
          </Stack>

          <Divider sx={{ my: 2 }} />

          <Button
            variant="outlined"
            color="error"
            fullWidth
            disabled={busy}
            onClick={() => void resetAndReload()}
          >
            重設資料並重新整理
          </Button>

          <Divider sx={{ my: 2 }} />

          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" component="h3">
              已寄出的重設密碼信
            </Typography>
            <IconButton size="small" aria-label="重新載入信件" onClick={() => void reload()}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </Stack>
          {mails.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {failed ? '無法讀取寄出的信件。' : '目前沒有寄出的信件。'}
            </Typography>
          ) : (
            <List dense disablePadding>
              {mails.map((mail) => (
                <ListItem key={mail.oobCode || mail.oobLink} disableGutters>
                  <ListItemText
                    primary={`${REQUEST_TYPE_LABELS[mail.requestType] ?? mail.requestType}：${mail.email}`}
                    secondary={
                      <Link
                        href={mail.oobLink}
                        target="_blank"
                        rel="noreferrer"
                        sx={{ wordBreak: 'break-all' }}
                      >
                        {mail.oobLink}
                      </Link>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Drawer>
    </>
  )
}
