/** What the contact forms ask for, how the answers are checked, and the message they become. */
import { fill } from '../lib/format.ts';
import type { FormWords } from '../schema/data.ts';

export type Variant = 'callback' | 'message';
export type FieldName = 'name' | 'phone' | 'email' | 'company' | 'message';
export type Values = Record<FieldName, string>;
export type Errors = Partial<Record<FieldName, string>>;

export const emptyValues: Values = { name: '', phone: '', email: '', company: '', message: '' };

/** The fields each form shows, in the order they appear (and get focus when invalid). */
export const fieldsOf = (variant: Variant): FieldName[] =>
  variant === 'callback' ? ['name', 'phone', 'email'] : ['name', 'phone', 'email', 'company', 'message'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with what the visitor typed, per field, in the words of labels.yaml `form`. */
export function validate(v: Values, words: FormWords): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = words.nameMissing;
  const digits = v.phone.replace(/\D/g, '');
  if (!v.phone.trim()) errors.phone = words.phoneMissing;
  else if (digits.length < 7) errors.phone = words.phoneShort;
  if (!v.email.trim()) errors.email = words.emailMissing;
  else if (!EMAIL.test(v.email.trim())) errors.email = words.emailInvalid;
  return errors;
}

/**
 * The JSON a form posts (and the mail it writes when no endpoint is set): what the visitor typed,
 * the chosen support package as "PACKAGE 02 ($99 per month)", and the page it was sent from.
 */
export function composeMessage(variant: Variant, v: Values, packageText: string, page: string) {
  return {
    form: variant === 'callback' ? 'call-back request' : 'message',
    name: v.name.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    ...(variant === 'message' ? { company: v.company.trim(), message: v.message.trim() } : {}),
    ...(packageText ? { package: packageText } : {}),
    page,
  };
}

export type Message = ReturnType<typeof composeMessage>;

/** A mailto: URL to `to` with the message as subject and body, for sites without a form endpoint. */
export function mailtoHref(to: string, m: Message, words: FormWords): string {
  const callback = m.form === 'call-back request';
  const subject = callback
    ? fill(words.mailCallback, { name: m.name })
    : `${fill(words.mailMessage, { name: m.name })}${m.package ? `: ${m.package}` : ''}`;
  const lines = [
    `${words.name}: ${m.name}`,
    `${words.phone}: ${m.phone}`,
    `${words.email}: ${m.email}`,
    ...(m.company ? [`${words.company}: ${m.company}`] : []),
    ...(m.package ? [`${words.package}: ${m.package}`] : []),
    '',
    ...(callback ? [words.mailCallMe] : m.message ? [m.message] : []),
    '',
    fill(words.mailFrom, { page: m.page }),
  ];
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
