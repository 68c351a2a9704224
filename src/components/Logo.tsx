/** The company mark: a bridge truss in a gear, in the accent colour. Decorative next to the name. */
export function Logo() {
  return (
    <svg className="logo" width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <rect width="44" height="44" rx="8" fill="#0b2240" />
      <path
        d="M7 30h30M9 30l6-12h14l6 12M15 18l4 12 6-12 4 12M22 18v-5"
        fill="none"
        stroke="#ff7a1a"
        strokeWidth="2.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="22" cy="11" r="2.6" fill="#cfe3ff" />
    </svg>
  );
}
