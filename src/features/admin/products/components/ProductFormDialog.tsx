import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined'
import RemoveIcon from '@mui/icons-material/Remove'
import { useFormik } from 'formik'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { ALLERGENS, HEATING_METHODS, STORAGE_KINDS, VEGETARIAN_KINDS } from '@/api/food'
import type { Product, ProductInput } from '@/api/types'
import { FileButton } from '../../components/FileButton'
import { FormSection } from '../../components/FormSection'
import { ImagePreview } from '../../components/ImagePreview'
import { FormDialog } from '../../components/FormDialog'
import { adminMessages } from '../../messages'
import {
  canAddImage,
  canRemoveImage,
  formValuesToProductInput,
  IMAGE_ACCEPT,
  imageFileProblem,
  productSchema,
  NOT_VEGETARIAN,
  productToFormValues,
  type ProductFormValues,
} from '../productForm'
import { useLayout } from '@/lib/useLayout'
import { ADMIN_LAYOUT } from '../../components/adminLayout'
import { formikField } from '@/lib/formikField'

const t = adminMessages.products
const f = t.form
const common = adminMessages.common

type UploadState =
  { status: 'idle' } | { status: 'uploading' } | { status: 'done' } | { status: 'error'; message: string }

export interface ProductFormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The stored product to edit, or null to create one (新增產品). */
  product: Product | null
  /** The save is running: the buttons are disabled and the save button spins. */
  isSaving?: boolean
  /** Uploads the chosen file (admin/upload) and resolves with its URL; rejects with a readable Error. */
  onUpload: (file: File) => Promise<string>
  /** Closes without doing anything (取消, Escape or a click outside). */
  onCancel: () => void
  /** Saves the product (after the form's checks pass). */
  onSubmit: (input: ProductInput) => void | Promise<void>
  /** The categories in use: 分類 suggests them (still free text), so a typo is seen, not stored. */
  categories?: readonly string[]
  /** Forces the full-screen phone layout (stories); by default it follows the screen width. */
  fullScreen?: boolean
}

/**
 * Spec §2 product modal (新增產品 / 編輯產品). The form starts from the stored record every time
 * it is mounted; the page mounts a fresh one per opening, so cancelled edits never come back.
 */
export function ProductFormDialog({
  open,
  product,
  isSaving = false,
  onUpload,
  onCancel,
  onSubmit,
  categories = [],
  fullScreen,
}: ProductFormDialogProps) {
  // Admin dialogs fill the screen on phones (below 600 px) unless a story forces the layout.
  const compact =
    useLayout(fullScreen === undefined ? undefined : fullScreen ? 'narrow' : 'wide', ADMIN_LAYOUT) ===
    'narrow'
  const idPrefix = useId()
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' })
  const formik = useFormik<ProductFormValues>({
    initialValues: productToFormValues(product),
    validationSchema: productSchema,
    onSubmit: async (values) => {
      await onSubmit(formValuesToProductInput(values))
    },
  })
  const busy = isSaving || formik.isSubmitting
  const uploading = upload.status === 'uploading'

  const field = (
    name: string,
    label: string,
    { helperText, ...extra }: Partial<TextFieldProps> = {},
  ): TextFieldProps => {
    return {
      id: `${idPrefix}-${name}`,
      label,
      fullWidth: true,
      ...extra,
      ...formikField(formik, name, typeof helperText === 'string' ? helperText : undefined),
    }
  }
  const numberField = (name: string, label: string, required = false, step = '1') =>
    field(name, label, {
      type: 'number',
      required,
      slotProps: { htmlInput: { min: 0, step, inputMode: 'decimal' } },
    })

  const handleFile = async (file: File) => {
    const problem = imageFileProblem(file)
    if (problem) {
      setUpload({ status: 'error', message: problem })
      return
    }
    setUpload({ status: 'uploading' })
    try {
      const url = await onUpload(file)
      await formik.setFieldValue('imageUrl', url)
      setUpload({ status: 'done' })
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : common.retry
      setUpload({ status: 'error', message: `${f.uploadFailed}：${reason}` })
    }
  }

  const images = formik.values.imagesUrl

  return (
    <FormDialog
      open={open}
      validation={formik}
      title={product ? t.editTitle : t.createTitle}
      maxWidth="md"
      fullScreen={compact}
      scroll="paper"
      busy={busy}
      submitBlocked={uploading}
      onCancel={onCancel}
      onSubmit={formik.handleSubmit}
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormSection title={f.imageSection}>
            <Box>
              <FileButton
                accept={IMAGE_ACCEPT}
                onFile={handleFile}
                describedBy={`${idPrefix}-upload-hint`}
                startIcon={
                  uploading ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : (
                    <CloudUploadOutlinedIcon />
                  )
                }
                disabled={uploading || busy}
              >
                {uploading ? f.uploading : f.upload}
              </FileButton>
              <Typography
                id={`${idPrefix}-upload-hint`}
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.75 }}
              >
                {f.uploadHint}
              </Typography>
              <Box aria-live="polite" sx={{ mt: upload.status === 'idle' ? 0 : 1 }}>
                {upload.status === 'error' ? (
                  <Alert severity="error" role="alert">
                    {upload.message}
                  </Alert>
                ) : null}
                {upload.status === 'done' ? <Alert severity="success">{f.uploaded}</Alert> : null}
              </Box>
            </Box>
            <TextField {...field('imageUrl', f.imageUrl, { type: 'url' })} />
            <ImagePreview url={formik.values.imageUrl} alt={f.imagePreview} />
            <Typography component="p" sx={{ fontWeight: 700, mt: 1 }}>
              {f.extraImages}
            </Typography>
            <Stack spacing={2}>
              {images.map((url, index) => (
                <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                    <TextField
                      {...field(`imagesUrl.${index}`, f.extraImageUrl(index + 1), {
                        type: 'url',
                        size: 'small',
                      })}
                    />
                  </Box>
                  <Box sx={{ width: 88, flexShrink: 0 }}>
                    <ImagePreview url={url} alt={f.extraImagePreview(index + 1)} />
                  </Box>
                </Stack>
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              {canAddImage(images) ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => formik.setFieldValue('imagesUrl', [...images, ''])}
                >
                  {f.addImage}
                </Button>
              ) : null}
              {canRemoveImage(images) ? (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  startIcon={<RemoveIcon />}
                  onClick={() => formik.setFieldValue('imagesUrl', images.slice(0, -1))}
                >
                  {f.removeImage}
                </Button>
              ) : null}
            </Stack>
          </FormSection>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={4}>
            <FormSection title={f.basics}>
              <TextField {...field('title', f.titleField, { required: true })} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Autocomplete
                    id={`${idPrefix}-category`}
                    freeSolo
                    autoSelect={false}
                    options={categories}
                    inputValue={formik.values.category}
                    onInputChange={(_event, value, reason) => {
                      if (reason === 'reset' && !value) return
                      void formik.setFieldValue('category', value)
                      if (!formik.touched.category) void formik.setFieldTouched('category', true, false)
                    }}
                    renderInput={(params) => {
                      const {
                        value: _value,
                        onChange: _onChange,
                        id: _id,
                        ...bound
                      } = field('category', f.category, {
                        required: true,
                      })
                      return <TextField {...params} {...bound} />
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField {...field('unit', f.unit, { required: true })} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField {...numberField('origin_price', f.originPrice, true)} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField {...numberField('price', f.price, true)} />
                </Grid>
              </Grid>
              <TextField {...field('description', f.description, { multiline: true, minRows: 2 })} />
              <TextField {...field('content', f.content, { multiline: true, minRows: 2 })} />
              <TextField {...field('cookingWay', f.cookingWay, { multiline: true, minRows: 2 })} />
              <TextField {...numberField('calories', f.calories)} />
            </FormSection>
            <FormSection title={f.nutrition}>
              <Grid container spacing={2}>
                {(['protein', 'fat', 'carbohydrates', 'sugar'] as const).map((key) => (
                  <Grid key={key} size={{ xs: 6, sm: 3 }}>
                    <TextField {...numberField(`nutritionalInfo.${key}`, f[key], false, '0.1')} />
                  </Grid>
                ))}
                {(['saturatedFat', 'transFat', 'sodium'] as const).map((key) => (
                  <Grid key={key} size={{ xs: 6, sm: 4 }}>
                    <TextField
                      {...numberField(`nutritionalInfo.${key}`, f[key], false, '0.1')}
                      placeholder={f.notStated}
                    />
                  </Grid>
                ))}
              </Grid>
              <Typography variant="body2" color="text.secondary">
                {f.nutritionHelp}
              </Typography>
            </FormSection>
            <FormSection title={f.packageFacts}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField
                    {...numberField('servingSize', f.servingSize, false, '0.1')}
                    placeholder={f.notStated}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField {...field('servingUnit', f.servingUnit, { select: true })}>
                    <MenuItem value="g">{f.servingUnits.g}</MenuItem>
                    <MenuItem value="ml">{f.servingUnits.ml}</MenuItem>
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    {...numberField('servingsPerPackage', f.servingsPerPackage)}
                    placeholder={f.notStated}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField {...field('storage', f.storage, { select: true })}>
                    <MenuItem value="">{f.notStated}</MenuItem>
                    {[...new Set([...STORAGE_KINDS, formik.values.storage].filter(Boolean))].map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {kind}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField {...numberField('shelfLifeDays', f.shelfLifeDays)} placeholder={f.notStated} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField {...field('vegetarian', f.vegetarian, { select: true })}>
                    <MenuItem value="">{f.notStated}</MenuItem>
                    <MenuItem value={NOT_VEGETARIAN}>{f.notVegetarian}</MenuItem>
                    {[...new Set<string>([...VEGETARIAN_KINDS, formik.values.vegetarian])]
                      .filter((kind) => kind !== '' && kind !== NOT_VEGETARIAN)
                      .map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {kind}
                        </MenuItem>
                      ))}
                  </TextField>
                </Grid>
              </Grid>
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {f.allergensSection}
                </Typography>
                <FormControlLabel
                  control={
                    <Checkbox
                      name="allergensStated"
                      checked={formik.values.allergensStated}
                      onChange={formik.handleChange}
                    />
                  }
                  label={f.allergensStated}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  {ALLERGENS.map(({ key, label }) => (
                    <FormControlLabel
                      key={key}
                      disabled={!formik.values.allergensStated}
                      control={
                        <Checkbox
                          name="allergens"
                          value={key}
                          checked={formik.values.allergensStated && formik.values.allergens.includes(key)}
                          onChange={formik.handleChange}
                        />
                      }
                      label={label}
                    />
                  ))}
                </Box>
              </Box>
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
                <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 2 }}>
                  {f.heating}
                </Typography>
                {formik.values.heating.map((_step, index) => (
                  <Grid container spacing={1} key={index} sx={{ alignItems: 'center' }}>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <Autocomplete
                        id={`${idPrefix}-heating-${index}`}
                        freeSolo
                        options={HEATING_METHODS}
                        inputValue={formik.values.heating[index].method}
                        onInputChange={(_event, value, reason) => {
                          if (reason === 'reset' && !value) return
                          void formik.setFieldValue(`heating.${index}.method`, value)
                        }}
                        renderInput={(params) => {
                          const {
                            value: _value,
                            onChange: _onChange,
                            id: _id,
                            ...bound
                          } = field(`heating.${index}.method`, f.heatingMethod(index + 1))
                          return <TextField {...params} {...bound} />
                        }}
                      />
                    </Grid>
                    <Grid size={{ xs: 6, sm: 3 }}>
                      <TextField {...field(`heating.${index}.setting`, f.heatingSetting(index + 1))} />
                    </Grid>
                    <Grid size={{ xs: 6, sm: 3 }}>
                      <TextField {...numberField(`heating.${index}.seconds`, f.heatingSeconds(index + 1))} />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 2 }}>
                      <Button
                        color="error"
                        startIcon={<RemoveIcon />}
                        aria-label={f.removeHeating(index + 1)}
                        onClick={() =>
                          void formik.setFieldValue(
                            'heating',
                            formik.values.heating.filter((_, other) => other !== index),
                          )
                        }
                      >
                        {f.removeShort}
                      </Button>
                    </Grid>
                  </Grid>
                ))}
                <Box>
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() =>
                      void formik.setFieldValue('heating', [
                        ...formik.values.heating,
                        { method: '', setting: '', seconds: '' },
                      ])
                    }
                  >
                    {f.addHeating}
                  </Button>
                </Box>
              </Box>
            </FormSection>
            <FormControlLabel
              control={
                <Checkbox
                  name="is_enabled"
                  checked={formik.values.is_enabled}
                  onChange={formik.handleChange}
                />
              }
              label={f.enabled}
            />
          </Stack>
        </Grid>
      </Grid>
    </FormDialog>
  )
}
