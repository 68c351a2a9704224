import { useId } from 'react';
import { Icon } from './Icon.tsx';

interface Props {
  /** Accessible name of the search landmark (each on a page must differ) */
  name: string;
  /** Label of the field, for screen readers */
  label: string;
  /** Text of the button */
  button: string;
  className: string;
}

/** A GET form to /search with the field `s` and a labelled Search button. */
export function SearchForm({ name, label, button, className }: Props) {
  const id = useId();
  return (
    <form className={className} role="search" aria-label={name} method="get" action="/search">
      <label htmlFor={`${id}-s`} className="visually-hidden">
        {label}
      </label>
      <input id={`${id}-s`} type="search" name="s" />
      <button type="submit" className="btn btn--primary">
        <Icon name="search" size={18} />
        {button}
      </button>
    </form>
  );
}
