import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Order } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { CopyOrderIdButton } from '@/components/checkout/OrderDetails'
import { orderLines as storedLines } from '@/components/checkout/orders'
import { formatDateTime, formatNtd, formatOrderNumber } from '@/lib/format'
import { FormSection } from '../../components/FormSection'
import { FormDialog } from '../../components/FormDialog'
import { useFormDialog, type RecordFormDialogProps } from '../../components/useFormDialog'
import { adminMessages } from '../../messages'
import { orderLines, orderSchema, orderToFormValues, type OrderFormValues } from '../orderForm'
import { formikCheckbox } from '@/lib/formikField'

const t = adminMessages.orders
const f = t.form

export interface OrderFormDialogProps extends RecordFormDialogProps<OrderFormValues> {
  /** The stored order (orders are never created here). */
  order: Order | null
}

/** Spec §2 order edit modal: id and time read-only, the lines and total, editable contact, note, paid. */
export function OrderFormDialog({ order, ...props }: OrderFormDialogProps) {
  const { formik, compact, idPrefix, field, dialog } = useFormDialog(props, {
    initialValues: order
      ? orderToFormValues(order)
      : { name: '', tel: '', email: '', address: '', message: '', is_paid: false },
    validationSchema: orderSchema,
    toInput: (values) => values,
  })
  const lines = order ? orderLines(order) : []

  const readOnly = (id: string, label: string, value: string): TextFieldProps => ({
    id: `${idPrefix}-${id}`,
    label,
    value,
    fullWidth: true,
    variant: 'filled',
    slotProps: { input: { readOnly: true } },
  })

  return (
    <FormDialog {...dialog} title={t.editTitle} maxWidth="md" scroll="paper">
      <Stack spacing={4}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 7 }}>
            {/* The readable number (#14); the full id below it, and copied by the button. */}
            <TextField
              {...readOnly('id', f.id, order ? formatOrderNumber(order.id) : '')}
              helperText={order?.id}
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: order ? <CopyOrderIdButton id={order.id} /> : undefined,
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField {...readOnly('created', f.createdAt, order ? formatDateTime(order.create_at) : '')} />
          </Grid>
        </Grid>
        <FormSection title={f.lines}>
          {compact ? (
            <Box>
              <Box
                component="ul"
                aria-label={f.lines}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
              >
                {lines.map((line) => (
                  <Box
                    component="li"
                    key={line.id}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{line.title}</Typography>
                    <Box
                      component="dl"
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'auto 1fr auto 1fr',
                        columnGap: 1.5,
                        rowGap: 0.25,
                        m: 0,
                        mt: 0.5,
                        fontSize: '0.875rem',
                      }}
                    >
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {f.qty}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        {line.qty}
                      </Box>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {f.amount}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        {formatNtd(line.total)}
                      </Box>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {f.percent}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        {line.percent === null ? f.noDiscount : f.percentValue(line.percent)}
                      </Box>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {f.finalAmount}
                      </Box>
                      <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                        {formatNtd(line.finalTotal)}
                      </Box>
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
              <Table size="small" aria-label={f.lines} sx={{ minWidth: 520 }}>
                <TableHead>
                  <TableRow
                    sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'shop.tableHead' } }}
                  >
                    <TableCell>{f.lineTitle}</TableCell>
                    <TableCell align="right">{f.qty}</TableCell>
                    <TableCell align="right">{f.amount}</TableCell>
                    <TableCell align="right">{f.percent}</TableCell>
                    <TableCell align="right">{f.finalAmount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell>{line.title}</TableCell>
                      <TableCell align="right">{line.qty}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatNtd(line.total)}
                      </TableCell>
                      <TableCell align="right">
                        {line.percent === null ? f.noDiscount : f.percentValue(line.percent)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatNtd(line.finalTotal)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {/* 商品小計 · 折扣 · 總計 as the shop shows them (the one totals block). */}
          <Box
            role="group"
            aria-label={f.total}
            sx={{ width: '100%', maxWidth: { sm: 360 }, justifySelf: 'end', ml: 'auto' }}
          >
            <CartTotals lines={order ? storedLines(order) : []} finalTotal={order?.total} />
          </Box>
        </FormSection>
        <FormSection title={f.customer}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('name', f.name, { required: true, autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('tel', f.tel, { required: true, type: 'tel', autoComplete: 'off' })} />
            </Grid>
            <Grid size={12}>
              <TextField
                {...field('email', f.email, { required: true, type: 'email', autoComplete: 'off' })}
              />
            </Grid>
            <Grid size={12}>
              <TextField {...field('address', f.address, { required: true, autoComplete: 'off' })} />
            </Grid>
            <Grid size={12}>
              <TextField {...field('message', f.message, { multiline: true, minRows: 2 })} />
            </Grid>
          </Grid>
          <Box>
            <FormControlLabel control={<Checkbox {...formikCheckbox(formik, 'is_paid')} />} label={f.paid} />
            {order?.is_paid && order.paid_date ? (
              <Typography variant="body2" color="text.secondary">
                {f.paidAt(formatDateTime(order.paid_date))}
              </Typography>
            ) : null}
          </Box>
        </FormSection>
      </Stack>
    </FormDialog>
  )
}
