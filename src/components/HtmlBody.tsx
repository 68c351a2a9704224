interface Props {
  /** The entry's body, rendered to HTML by the generator from its MDX */
  html: string;
  className: string;
}

/** The text of a project, service or article, as the generator rendered it from its MDX. */
export function HtmlBody({ html, className }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
