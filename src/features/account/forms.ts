import * as yup from 'yup'
import { accountMessages } from './messages'

const t = accountMessages.form

/** A standard address: something, @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Spec §5: 1–20 Chinese characters, letters, digits, underscore or hyphen. */
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]{1,20}$/u

const email = () => yup.string().trim().required(t.required).matches(EMAIL_PATTERN, t.emailFormat)

export interface LoginValues {
  email: string
  password: string
}

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(t.required),
})

export interface RegisterValues {
  email: string
  nickname: string
  password: string
  confirmPassword: string
}

// The 6-character minimum is the sign-in provider's rule (spec §5): its weak-password answer is
// what the member sees, so the form does not duplicate it.
export const registerSchema = yup.object({
  email: email(),
  nickname: yup.string().required(t.required).matches(NICKNAME_PATTERN, t.nicknameFormat),
  password: yup.string().required(t.required),
  confirmPassword: yup
    .string()
    .required(t.required)
    .oneOf([yup.ref('password')], t.passwordMismatch),
})

export interface ResetValues {
  email: string
}

export const resetSchema = yup.object({ email: email() })

export const googleAccountSchema = yup.object({
  email: email(),
  name: yup.string().trim().max(40),
})
