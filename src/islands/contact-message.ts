/** What the contact forms ask for, how the answers are checked, and the message they become. */

export type Variant = 'callback' | 'message';
export type FieldName = 'name' | 'phone' | 'email' | 'company' | 'message';
export type Values = Record<FieldName, string>;
export type Errors = Partial<Record<FieldName, string>>;

export const emptyValues: Values = { name: '', phone: '', email: '', company: '', message: '' };

export const labels: Record<FieldName, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company',
  message: 'Message',
};

/** The fields each form shows, in the order they appear (and get focus when invalid). */
export const fieldsOf = (variant: Variant): FieldName[] =>
  variant === 'callback' ? ['name', 'phone', 'email'] : ['name', 'phone', 'email', 'company', 'message'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Enter your name.';
  const digits = v.phone.replace(/\D/g, '');
  if (!v.phone.trim()) errors.phone = 'Enter a phone number we can call you on.';
  else if (digits.length < 7) errors.phone = 'Enter a phone number with at least 7 digits.';
  if (!v.email.trim()) errors.email = 'Enter your e-mail address.';
  else if (!EMAIL.test(v.email.trim()))
    errors.email = 'Enter an e-mail address in the format name@example.com.';
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
export function mailtoHref(to: string, m: Message): string {
  const callback = m.form === 'call-back request';
  const subject = callback
    ? `Call-back request from ${m.name}`
    : `Message from ${m.name}${m.package ? `: ${m.package}` : ''}`;
  const lines = [
    `Name: ${m.name}`,
    `Phone: ${m.phone}`,
    `E-mail: ${m.email}`,
    ...(m.company ? [`Company: ${m.company}`] : []),
    ...(m.package ? [`Package: ${m.package}`] : []),
    '',
    ...(callback ? ['Please call me back.'] : m.message ? [m.message] : []),
    '',
    `Sent from ${m.page}`,
  ];
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
