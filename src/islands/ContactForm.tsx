import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Icon } from '../components/Icon.tsx';
import { fill, fillNodes, telHref } from '../lib/format.ts';
import type { PackageOption } from '../content/page-types.ts';
import type { FormWords } from '../schema/data.ts';
import type { Errors, FieldName, Values, Variant } from './contact-message.ts';
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
export function ContactForm({ variant, endpoint, phone, email, packages = [], headingId, words }: Props) {
  const id = useId();
  const pkg = usePackageChoice(packages, words);
  const { values, errors, invalid, attempts, status, change, submit, form, success } = useContactForm({
    variant,
    endpoint,
    email,
    packageText: pkg.text,
    words,
  });

  const tel = <a href={telHref(phone)}>{phone}</a>;
  if (status === 'sent')
    return <Thanks variant={variant} values={values} tel={tel} ref={success} words={words} />;

  const field = (f: FieldName) => ({
    id: `${id}-${f}`,
    name: f,
    label: words[f],
    marks: words,
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
      {invalid.length > 0 && <ErrorSummary key={attempts} invalid={invalid} errors={errors} words={words} />}
      <div className="form__grid">
        <Field {...field('name')} type="text" autoComplete="name" required />
        <Field {...field('phone')} type="tel" autoComplete="tel" required />
        <Field {...field('email')} type="email" autoComplete="email" required />
        {variant === 'message' && <Field {...field('company')} type="text" autoComplete="organization" />}
        {variant === 'message' && pkg.shown && (
          <PackageField
            id={`${id}-package`}
            packages={packages}
            words={words}
            value={pkg.id}
            onChange={(e) => pkg.choose(e.target.value)}
          />
        )}
        {variant === 'message' && <Field {...field('message')} rows={6} />}
      </div>
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{words.trap}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'failed' && <SendFailed variant={variant} tel={tel} onRetry={submit} words={words} />}
      {status === 'mailto' && <MailOpened email={email} tel={tel} words={words} />}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={status === 'sending' || undefined}>
          {status === 'sending'
            ? words.sending
            : variant === 'callback'
              ? words.sendCallback
              : words.sendMessage}
          <Icon name="arrow-right" size={18} />
        </button>
      </div>
    </form>
  );
}

type PackageProps = { packages: PackageOption[]; words: FormWords } & ComponentProps<'select'>;

function PackageField({ packages, words, ...select }: PackageProps) {
  return (
    <div className="field field--package">
      <label htmlFor={select.id} className="field__label">
        {words.package}
      </label>
      <select {...select} name="package">
        <option value="">{words.noPackage}</option>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {packageLabel(p, words)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface NoticeProps {
  /** The phone number's link */
  tel: ReactNode;
  words: FormWords;
}

function SendFailed({
  variant,
  tel,
  onRetry,
  words,
}: NoticeProps & { variant: Variant; onRetry: () => void }) {
  return (
    <div className="form__notice form__notice--error" role="alert">
      <p className="form__notice-title">
        {variant === 'callback' ? words.failedCallback : words.failedMessage}
      </p>
      <p>{fillNodes(words.failedText, { phone: tel })}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {words.retry}
      </button>
    </div>
  );
}

function MailOpened({ email, tel, words }: NoticeProps & { email: string }) {
  return (
    <div className="form__notice" role="status">
      <p className="form__notice-title">{words.mailOpened}</p>
      <p>{fillNodes(words.mailText, { email: <a href={`mailto:${email}`}>{email}</a>, phone: tel })}</p>
    </div>
  );
}

/** Announced on each invalid submit (re-keyed so the alert is read again). */
function ErrorSummary({
  invalid,
  errors,
  words,
}: {
  invalid: FieldName[];
  errors: Errors;
  words: FormWords;
}) {
  const [first] = invalid;
  return (
    <div className="form__summary" role="alert">
      {invalid.length === 1 && first
        ? fill(words.checkOne, { field: words[first].toLowerCase(), error: errors[first] ?? '' })
        : fill(words.checkMany, { count: invalid.length, fields: invalid.map((f) => words[f]).join(', ') })}
    </div>
  );
}

interface ThanksProps {
  variant: Variant;
  /** What the visitor typed */
  values: Values;
  /** Our number's link, to call if it cannot wait */
  tel: ReactNode;
  ref: Ref<HTMLDivElement>;
  words: FormWords;
}

/** Replaces the form once sent; focused so screen readers read it. */
function Thanks({ variant, values, tel, ref, words }: ThanksProps) {
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      <Icon name="check" size={32} />
      <div>
        <p className="form-success__title">{fill(words.thanks, { name: values.name.trim() })}</p>
        <p>
          {variant === 'callback'
            ? fill(words.callingBack, { phone: values.phone.trim() })
            : fill(words.replying, { email: values.email.trim() })}{' '}
          {fillNodes(words.urgent, { phone: tel })}
        </p>
      </div>
    </div>
  );
}
