import { useId, useRef, useState, type ChangeEvent, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { telHref } from '../lib/format.ts';
import { shell } from '../lib/shell.ts';
import type { PackageOption } from '../pages/page-types.ts';
import { useHydrated } from './use-hydrated.ts';

type Variant = 'callback' | 'message';
type Field = 'name' | 'phone' | 'email' | 'company' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Status = 'idle' | 'sending' | 'failed' | 'mailto' | 'sent';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const empty: Values = { name: '', phone: '', email: '', company: '', message: '' };
const labels: Record<Field, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company',
  message: 'Message',
};

function validate(v: Values): Errors {
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

/** Where form posts go: a `<meta name="form-endpoint">` if the page has one, else site.yaml. */
function formEndpoint(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="form-endpoint"]');
  return (meta?.content || shell.site.forms.endpoint || '').trim();
}

const order: Field[] = ['name', 'phone', 'email', 'company', 'message'];

/**
 * The request-call-back form (/home-02) and the message form (/contact-us). Labelled fields with
 * inline errors tied to them by aria-describedby; on submit the first invalid field gets focus and
 * a summary is announced. Posts JSON to the configured endpoint; with none, opens the visitor's
 * mail program with the message filled in. A failed post keeps everything typed and offers a retry
 * and the phone number. A hidden honeypot field makes bot submissions a silent no-op.
 */
export function ContactForm({
  variant,
  packages = [],
  headingId,
}: {
  variant: Variant;
  /** Support packages a visitor can arrive with (?package=02 from the pricing page). */
  packages?: PackageOption[];
  /** id of the heading that names the form */
  headingId?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [chosenPackage, setChosenPackage] = useState<string | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const trap = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);

  const fields: Field[] = variant === 'callback' ? ['name', 'phone', 'email'] : order;
  const requested = hydrated ? new URLSearchParams(location.search).get('package') : null;
  const fromUrl = packages.some((p) => p.id === requested) ? requested! : '';
  const packageId = chosenPackage ?? fromUrl;
  const showPackage = variant === 'message' && hydrated && (chosenPackage !== null || fromUrl !== '');
  const selected = packages.find((p) => p.id === packageId);
  const packageText = selected ? `${selected.name} ($${selected.price} per ${selected.period})` : '';

  const { site } = shell;
  const phone = site.phones.sales;

  const update = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    // After a failed submit, errors clear (or update) as the visitor fixes each field.
    if (attempts > 0 && errors[field]) setErrors((prev) => ({ ...prev, [field]: validate(next)[field] }));
  };

  const payload = () => ({
    form: variant === 'callback' ? 'call-back request' : 'message',
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    ...(variant === 'message' ? { company: values.company.trim(), message: values.message.trim() } : {}),
    ...(packageText ? { package: packageText } : {}),
    page: window.location.href,
  });

  const mailto = () => {
    const data = payload();
    const subject =
      variant === 'callback'
        ? `Call-back request from ${data.name}`
        : `Message from ${data.name}${packageText ? `: ${packageText}` : ''}`;
    const lines = [
      `Name: ${data.name}`,
      `Phone: ${data.phone}`,
      `E-mail: ${data.email}`,
      ...(data.company ? [`Company: ${data.company}`] : []),
      ...(packageText ? [`Package: ${packageText}`] : []),
      '',
      ...(variant === 'callback' ? ['Please call me back.'] : data.message ? [data.message] : []),
      '',
      `Sent from ${data.page}`,
    ];
    return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
  };

  const send = async () => {
    const endpoint = formEndpoint();
    if (!endpoint) {
      window.location.assign(mailto());
      setStatus('mailto');
      return;
    }
    setStatus('sending');
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload()),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      flushSync(() => setStatus('sent'));
      success.current?.focus();
    } catch {
      setStatus('failed');
    }
  };

  const attempt = () => {
    if (status === 'sending') return;
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (trap.current?.value) {
      flushSync(() => setStatus('sent'));
      success.current?.focus();
      return;
    }
    const found = validate(values);
    flushSync(() => {
      setErrors(found);
      setAttempts((n) => n + 1);
    });
    const first = fields.find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    void send();
  };

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    attempt();
  };

  if (status === 'sent') {
    return (
      <div ref={success} className="form-success" role="status" tabIndex={-1}>
        <Icon name="check" size={32} />
        <div>
          <p className="form-success__title">
            Thank you{values.name.trim() ? `, ${values.name.trim()}` : ''}.
          </p>
          <p>
            {variant === 'callback'
              ? `A service consultant will call you back on ${values.phone.trim() || 'the number you gave'}.`
              : `We have your message and will reply to ${values.email.trim() || 'you'} shortly.`}{' '}
            If it is urgent, call <a href={telHref(phone)}>{phone}</a>.
          </p>
        </div>
      </div>
    );
  }

  const invalid = fields.filter((f) => errors[f]);
  const describedBy = (f: Field, hint?: string) =>
    [hint, errors[f] ? `${id}-${f}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const field = (f: Field, input: ReactNode, required: boolean) => (
    <div key={f} className={`field field--${f}${errors[f] ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-${f}`} className="field__label">
        {labels[f]}
        {required ? (
          <span className="field__req"> (required)</span>
        ) : (
          <span className="field__opt"> (optional)</span>
        )}
      </label>
      {input}
      {errors[f] && (
        <p id={`${id}-${f}-error`} className="field__error">
          <Icon name="x-mark" size={16} />
          {errors[f]}
        </p>
      )}
    </div>
  );

  const common = (f: Field) => ({
    id: `${id}-${f}`,
    name: f,
    value: values[f],
    onChange: update(f),
    'aria-invalid': errors[f] ? (true as const) : undefined,
    'aria-describedby': describedBy(f),
  });

  return (
    <form
      className={`form form--${variant}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={status === 'sending'}
    >
      {attempts > 0 && invalid.length > 0 && (
        <div key={attempts} className="form__summary" role="alert">
          {invalid.length === 1
            ? `Check the ${labels[invalid[0]!].toLowerCase()} field: ${errors[invalid[0]!]}`
            : `${invalid.length} fields need attention: ${invalid.map((f) => labels[f]).join(', ')}.`}
        </div>
      )}
      <div className="form__grid">
        {field(
          'name',
          <input
            {...common('name')}
            ref={(el) => {
              refs.current.name = el;
            }}
            type="text"
            autoComplete="name"
            required
          />,
          true,
        )}
        {field(
          'phone',
          <input
            {...common('phone')}
            ref={(el) => {
              refs.current.phone = el;
            }}
            type="tel"
            autoComplete="tel"
            required
          />,
          true,
        )}
        {field(
          'email',
          <input
            {...common('email')}
            ref={(el) => {
              refs.current.email = el;
            }}
            type="email"
            autoComplete="email"
            required
          />,
          true,
        )}
        {variant === 'message' &&
          field(
            'company',
            <input
              {...common('company')}
              ref={(el) => {
                refs.current.company = el;
              }}
              type="text"
              autoComplete="organization"
            />,
            false,
          )}
        {showPackage && (
          <div className="field field--package">
            <label htmlFor={`${id}-package`} className="field__label">
              Package
            </label>
            <select
              id={`${id}-package`}
              name="package"
              value={packageId}
              onChange={(e) => setChosenPackage(e.target.value)}
            >
              <option value="">No package</option>
              {packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (${p.price} per {p.period})
                </option>
              ))}
            </select>
          </div>
        )}
        {variant === 'message' &&
          field(
            'message',
            <textarea
              {...common('message')}
              ref={(el) => {
                refs.current.message = el;
              }}
              rows={6}
            />,
            false,
          )}
      </div>
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input ref={trap} id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'failed' && (
        <div className="form__notice form__notice--error" role="alert">
          <p className="form__notice-title">
            Your {variant === 'callback' ? 'request' : 'message'} could not be sent.
          </p>
          <p>
            Nothing you typed is lost: it is all still in the form. Try again, or call us on{' '}
            <a href={telHref(phone)}>{phone}</a>.
          </p>
          <button type="button" className="btn btn--outline" onClick={attempt}>
            Retry
          </button>
        </div>
      )}
      {status === 'mailto' && (
        <div className="form__notice" role="status">
          <p className="form__notice-title">Your e-mail program has been opened with your message.</p>
          <p>
            Send it from there to reach us. If no e-mail program opened, write to{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={telHref(phone)}>{phone}</a>.
          </p>
        </div>
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={status === 'sending' || undefined}>
          {status === 'sending'
            ? 'Sending…'
            : variant === 'callback'
              ? 'Request a call back'
              : 'Send message'}
          <Icon name="arrow-right" size={18} />
        </button>
      </div>
    </form>
  );
}
