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
import MenuItem from '@mui/material/MenuItem'
import { getIn, type FormikProps } from 'formik'
import { useState } from 'react'
import { ALLERGENS, HEATING_METHODS, STORAGE_KINDS, VEGETARIAN_KINDS } from '@/api/food'
import type { Product, ProductInput } from '@/api/types'
import { FileButton } from '../../components/FileButton'
import { FormSection } from '../../components/FormSection'
import { ImagePreview } from '../../components/ImagePreview'
import { FormDialog } from '../../components/FormDialog'
import { useFormDialog, type RecordFormDialogProps } from '../../components/useFormDialog'
import { adminMessages } from '../../messages'
import {
  canAddImage,
  canRemoveImage,
  formValuesToProductInput,
  IMAGE_ACCEPT,
  imageFileProblem,
  productSchema,
  NOT_VEGETARIAN,
  type ProductFormValues,
  productToFormValues,
} from '../productForm'
import { formikCheckbox } from '@/lib/formikField'

const t = adminMessages.products
const f = t.form
const common = adminMessages.common

type UploadState =
  { status: 'idle' } | { status: 'uploading' } | { status: 'done' } | { status: 'error'; message: string }

export interface ProductFormDialogProps extends RecordFormDialogProps<ProductInput> {
  /** The stored product to edit, or null to create one (新增產品). */
  product: Product | null
  /** Uploads the chosen file (admin/upload) and resolves with its URL; rejects with a readable Error. */
  onUpload: (file: File) => Promise<string>
  /** The categories in use: 分類 suggests them (still free text), so a typo is seen, not stored. */
  categories?: readonly string[]
}

/**
 * Spec §2 product modal (新增產品 / 編輯產品). The form starts from the stored record every time
 * it is mounted; the page mounts a fresh one per opening, so cancelled edits never come back.
 */
export function ProductFormDialog({ product, onUpload, categories = [], ...props }: ProductFormDialogProps) {
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' })
  const { formik, busy, idPrefix, field, dialog } = useFormDialog(props, {
    initialValues: productToFormValues(product),
    validationSchema: productSchema,
    toInput: formValuesToProductInput,
  })
  const uploading = upload.status === 'uploading'

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
      {...dialog}
      title={product ? t.editTitle : t.createTitle}
      maxWidth="md"
      scroll="paper"
      submitBlocked={uploading}
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
                  <SuggestingField
                    formik={formik}
                    options={categories}
                    textField={field('category', f.category, { required: true })}
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
                  control={<Checkbox {...formikCheckbox(formik, 'allergensStated')} />}
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
                      <SuggestingField
                        formik={formik}
                        options={HEATING_METHODS}
                        textField={field(`heating.${index}.method`, f.heatingMethod(index + 1))}
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
              control={<Checkbox {...formikCheckbox(formik, 'is_enabled')} />}
              label={f.enabled}
            />
          </Stack>
        </Grid>
      </Grid>
    </FormDialog>
  )
}

/**
 * Free text with suggestions (分類, 加熱方式): MUI's Autocomplete in `freeSolo`, bound to the form by
 * what is typed, and touched from the first change like every field (src/lib/formikField.ts).
 * `textField` is the field's props from `field()`; the Autocomplete owns the input's value and
 * change, and takes its id.
 */
function SuggestingField({
  formik,
  options,
  textField,
}: {
  formik: FormikProps<ProductFormValues>
  options: readonly string[]
  textField: TextFieldProps
}) {
  const { id, name = '', value, onChange: _onChange, ...bound } = textField
  return (
    <Autocomplete
      id={id}
      freeSolo
      options={options}
      inputValue={typeof value === 'string' ? value : ''}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'reset' && !typed) return
        void formik.setFieldValue(name, typed)
        if (!getIn(formik.touched, name)) void formik.setFieldTouched(name, true, false)
      }}
      renderInput={(params) => <TextField {...params} {...bound} name={name} />}
    />
  )
}
