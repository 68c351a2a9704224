import { useId } from 'react';
import { Icon } from './Icon.tsx';

const COLS = [16, 116, 216, 316, 416, 516];
const ROWS: [number, number][] = [
  [16, 60],
  [92, 60],
  [184, 60],
  [260, 60],
  [336, 64],
];

/**
 * A static map illustration of an office of `label` (the company): a blueprint street grid with the
 * office's street named on the main road, a pin, and the full address as text under it. No
 * third-party map, no script.
 */
export function OfficeMap({ label, office }: { label: string; office: { name: string; address: string } }) {
  const { name, address } = office;
  const id = useId();
  const street = (address.split(',')[0] ?? address).replace(/^\d+\s+/, '');
  // The dashed centre line starts after the street name, so the two never cross.
  const lineStart = Math.min(300, 24 + street.length * 10.5 + 16);
  return (
    <figure className="office-map">
      <svg className="office-map__svg" viewBox="0 0 600 400" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{`Map: ${label}, ${name}, on ${street}`}</title>
        <rect className="map__ground" width="600" height="400" />
        <CityBlocks />
        <path className="map__river" d="M-10 46C110 10 190 84 320 40S520 6 610 30" />
        <path className="map__avenue" d="M-10 396L610 70" />
        <path className="map__avenue-line" d="M-10 396L610 70" />
        <rect className="map__road" x="0" y="152" width="600" height="32" />
        <path className="map__road-line" d={`M${lineStart} 168H600`} />
        <text className="map__street" x="24" y="172">
          {street.toUpperCase()}
        </text>
        <MapPin />
        <g className="map__label">
          <rect x="358" y="96" width="196" height="48" rx="6" />
          <text x="372" y="116" className="map__label-title">
            {label}
          </text>
          <text x="372" y="134" className="map__label-sub">
            {name}
          </text>
        </g>
        <CompassAndScale />
      </svg>
      <figcaption className="office-map__caption">
        <Icon name="pin" size={20} />
        <span>
          <strong>
            {label}, {name}
          </strong>
          <span>{address}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The street grid: six columns of blocks in five rows, two of them parks. */
function CityBlocks() {
  return (
    <>
      {ROWS.map(([y, h], r) =>
        COLS.map((x, c) => (
          <rect
            key={`${r}-${c}`}
            className={
              (r === 3 && c === 1) || (r === 0 && c === 4) ? 'map__block map__block--park' : 'map__block'
            }
            x={x}
            y={y}
            width={84}
            height={h}
            rx={3}
          />
        )),
      )}
    </>
  );
}

function MapPin() {
  return (
    <g className="map__pin">
      <circle className="map__pin-halo" cx="332" cy="168" r="26" />
      <path d="M332 168c-9-13-17-19-17-29a17 17 0 1 1 34 0c0 10-8 16-17 29z" />
      <circle className="map__pin-dot" cx="332" cy="139" r="6" />
    </g>
  );
}

function CompassAndScale() {
  return (
    <>
      <g className="map__compass" transform="translate(560 352)">
        <circle r="18" />
        <path d="M0 -12L6 6L0 2L-6 6Z" />
        <text y="-22" textAnchor="middle">
          N
        </text>
      </g>
      <g className="map__scale" transform="translate(24 372)">
        <path d="M0 0H100M0 -5V5M50 -3V3M100 -5V5" />
        <text x="108" y="4">
          500 ft
        </text>
      </g>
    </>
  );
}
