import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { fill } from '../lib/format.ts';
import type { PackageOption } from '../content/page-types.ts';
import type { FormWords } from '../schema/data.ts';
import {
  composeMessage,
  emptyValues,
  fieldsOf,
  mailtoHref,
  validate,
  type Errors,
  type FieldName,
  type Message,
  type Values,
  type Variant,
} from './contact-message.ts';
import type { Control } from './Field.tsx';
import { useHydrated } from './use-hydrated.ts';
import { useSearchParams } from './use-url.ts';

type Status = 'idle' | 'sending' | 'failed' | 'mailto' | 'sent';

/** A `<meta name="form-endpoint">` on the page wins over the endpoint the form was given. */
function formEndpoint(fallback: string): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="form-endpoint"]');
  return (meta?.content || fallback).trim();
}

/** Posts the message as JSON; true when the endpoint took it. */
const post = (url: string, message: Message) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(message),
  }).then(
    (res) => res.ok,
    () => false,
  );

export interface Options {
  variant: Variant;
  /** URL that receives the post (JSON); empty opens the mail program. A page's
   * `<meta name="form-endpoint">` wins over it. */
  endpoint: string;
  /** Address the mail program writes to when there is no endpoint */
  email: string;
  /** The chosen support package, sent with the message */
  packageText: string;
  /** The form's wording (labels.yaml `form`) */
  words: FormWords;
}

/**
 * State and submission of a contact form: values, inline errors, and a status that moves from idle
 * through sending to sent, failed (everything typed stays) or mailto (no endpoint: the visitor's
 * mail program opens with the message). On an invalid submit the first invalid field gets focus.
 * A filled honeypot (the form's `website` field) makes a submit a silent no-op that still says
 * thank you.
 */
export function useContactForm({ variant, endpoint, email, packageText, words }: Options) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const form = useRef<HTMLFormElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const fields = fieldsOf(variant);

  const change = (field: FieldName) => (e: ChangeEvent<Control>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    // After a failed submit, errors clear (or update) as the visitor fixes each field.
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: validate(next, words)[field] }));
  };

  const succeed = () => {
    flushSync(() => setStatus('sent'));
    success.current?.focus();
  };

  const send = async () => {
    const message = composeMessage(variant, values, packageText, window.location.href);
    const url = formEndpoint(endpoint);
    if (!url) {
      window.location.assign(mailtoHref(email, message, words));
      setStatus('mailto');
      return;
    }
    setStatus('sending');
    if (await post(url, message)) succeed();
    else setStatus('failed');
  };

  /** Validate and send; also the Retry after a failed post. */
  const submit = () => {
    if (status === 'sending') return;
    const control = (name: string) => form.current?.elements.namedItem(name) as Control | null;
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (control('website')?.value) return succeed();
    const found = validate(values, words);
    flushSync(() => {
      setErrors(found);
      setAttempts((n) => n + 1);
    });
    const first = fields.find((f) => found[f]);
    if (first) control(first)?.focus();
    else void send();
  };

  return {
    values,
    errors,
    /** Fields with an error, in form order */
    invalid: fields.filter((f) => errors[f]),
    attempts,
    status,
    change,
    submit,
    /** For the `<form>`: its fields are read for focus and the honeypot */
    form,
    /** For the thank-you message, which gets focus */
    success,
  };
}

/** A package as the form offers it and the message names it: "PACKAGE 02 ($99 per month)". */
export const packageLabel = (p: PackageOption, words: FormWords) => fill(words.packageOption, p);

/**
 * The support package a message is about: the one chosen in the form, else a valid `?package=NN`
 * (from the pricing page's GET IT), read once hydrated so the first render matches the HTML.
 */
export function usePackageChoice(packages: PackageOption[], words: FormWords) {
  const hydrated = useHydrated();
  const params = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const fromUrl = packages.find((p) => p.id === params.get('package'))?.id ?? '';
  const id = chosen ?? fromUrl;
  const selected = packages.find((p) => p.id === id);
  return {
    id,
    choose: setChosen,
    /** The select appears once a package is in play: from the URL or picked here */
    shown: hydrated && (chosen !== null || fromUrl !== ''),
    text: selected ? packageLabel(selected, words) : '',
  };
}
