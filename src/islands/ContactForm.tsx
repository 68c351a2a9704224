import { useId, type ComponentProps, type Ref } from 'react';
import { Icon } from '../components/Icon.tsx';
import { telHref } from '../lib/format.ts';
import type { PackageOption } from '../pages/page-types.ts';
import { labels, type Errors, type FieldName, type Values, type Variant } from './contact-message.ts';
import { Field } from './Field.tsx';
import { packageLabel, useContactForm, usePackageChoice, type Options } from './use-contact-form.ts';

interface Props extends Omit<Options, 'packageText'> {
  /** Phone number offered for urgent requests and when a post fails */
  phone: string;
  /** Support packages a visitor can arrive with (?package=02 from the pricing page). */
  packages?: PackageOption[];
  /** id of the heading that names the form */
  headingId?: string;
}

/**
 * The request-call-back form (/home-02) and the message form (/contact-us), their state kept by
 * useContactForm: an invalid submit announces a summary; a failed post offers a retry and the phone.
 */
export function ContactForm({ variant, endpoint, phone, email, packages = [], headingId }: Props) {
  const id = useId();
  const pkg = usePackageChoice(packages);
  const { values, errors, invalid, attempts, status, change, submit, form, success } = useContactForm({
    variant,
    endpoint,
    email,
    packageText: pkg.text,
  });

  if (status === 'sent') return <Thanks variant={variant} values={values} phone={phone} ref={success} />;

  const field = (f: FieldName) => ({
    id: `${id}-${f}`,
    name: f,
    label: labels[f],
    value: values[f],
    onChange: change(f),
    error: errors[f],
  });

  return (
    <form
      ref={form}
      className={`form form--${variant}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-labelledby={headingId}
      aria-busy={status === 'sending'}
    >
      {invalid.length > 0 && <ErrorSummary key={attempts} invalid={invalid} errors={errors} />}
      <div className="form__grid">
        <Field {...field('name')} type="text" autoComplete="name" required />
        <Field {...field('phone')} type="tel" autoComplete="tel" required />
        <Field {...field('email')} type="email" autoComplete="email" required />
        {variant === 'message' && <Field {...field('company')} type="text" autoComplete="organization" />}
        {variant === 'message' && pkg.shown && (
          <PackageField
            id={`${id}-package`}
            packages={packages}
            value={pkg.id}
            onChange={(e) => pkg.choose(e.target.value)}
          />
        )}
        {variant === 'message' && <Field {...field('message')} rows={6} />}
      </div>
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'failed' && <SendFailed variant={variant} phone={phone} onRetry={submit} />}
      {status === 'mailto' && <MailOpened email={email} phone={phone} />}
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

function PackageField({ packages, ...select }: { packages: PackageOption[] } & ComponentProps<'select'>) {
  return (
    <div className="field field--package">
      <label htmlFor={select.id} className="field__label">
        Package
      </label>
      <select {...select} name="package">
        <option value="">No package</option>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {packageLabel(p)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Announced on each invalid submit (re-keyed so the alert is read again). */
function ErrorSummary({ invalid, errors }: { invalid: FieldName[]; errors: Errors }) {
  const [first] = invalid;
  return (
    <div className="form__summary" role="alert">
      {invalid.length === 1 && first
        ? `Check the ${labels[first].toLowerCase()} field: ${errors[first]}`
        : `${invalid.length} fields need attention: ${invalid.map((f) => labels[f]).join(', ')}.`}
    </div>
  );
}

function SendFailed({ variant, phone, onRetry }: { variant: Variant; phone: string; onRetry: () => void }) {
  return (
    <div className="form__notice form__notice--error" role="alert">
      <p className="form__notice-title">
        Your {variant === 'callback' ? 'request' : 'message'} could not be sent.
      </p>
      <p>
        Nothing you typed is lost: it is all still in the form. Try again, or call us on{' '}
        <a href={telHref(phone)}>{phone}</a>.
      </p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function MailOpened({ email, phone }: { email: string; phone: string }) {
  return (
    <div className="form__notice" role="status">
      <p className="form__notice-title">Your e-mail program has been opened with your message.</p>
      <p>
        Send it from there to reach us. If no e-mail program opened, write to{' '}
        <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>.
      </p>
    </div>
  );
}

interface ThanksProps {
  variant: Variant;
  /** What the visitor typed */
  values: Values;
  /** Our number, to call if it cannot wait */
  phone: string;
  ref: Ref<HTMLDivElement>;
}

/** Replaces the form once sent; focused so screen readers read it. */
function Thanks({ variant, values, phone, ref }: ThanksProps) {
  const name = values.name.trim();
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      <Icon name="check" size={32} />
      <div>
        <p className="form-success__title">Thank you{name ? `, ${name}` : ''}.</p>
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
