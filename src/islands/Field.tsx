import type { ChangeEvent } from 'react';
import { Icon } from '../components/Icon.tsx';

export type Control = HTMLInputElement | HTMLTextAreaElement;

interface Props {
  /** id of the control; its error gets `${id}-error` */
  id: string;
  name: string;
  label: string;
  /** What follows the label: whether the field must be filled in */
  marks: { required: string; optional: string };
  value: string;
  onChange: (e: ChangeEvent<Control>) => void;
  error?: string | undefined;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  /** Render a `<textarea>` of this many rows instead of an `<input>` */
  rows?: number;
}

/**
 * One labelled form field: the label says whether it is required, and an inline error is tied to
 * the control by aria-describedby and aria-invalid, so screen readers read it with the field.
 */
export function Field({ label, marks, error, required = false, rows, ...field }: Props) {
  const errorId = `${field.id}-error`;
  const control = {
    ...field,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`field field--${field.name}${error ? ' has-error' : ''}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
        <span className={required ? 'field__req' : 'field__opt'}>
          {` ${required ? marks.required : marks.optional}`}
        </span>
      </label>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} required={required} />}
      {error && (
        <p id={errorId} className="field__error">
          <Icon name="x-mark" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
