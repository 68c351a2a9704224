/** One notation for money, times, numbers and units. */
import { describe, expect, test } from 'vitest';
import { notationHits, notationMessage } from '../../src/content/notation.ts';

const fixes = (line: string) => notationHits(line).map((h) => [h.found, h.write]);

describe('notationHits', () => {
  test('writes money with the dollar sign and commas', () => {
    expect(fixes('It saved 60,000 dollars, or 30 US dollars an hour, USD 1500 and $10k.')).toEqual([
      ['60,000 dollars', '$60,000'],
      ['30 US dollars', '$30'],
      ['USD 1500', '$1,500'],
      ['$10k', '$10,000'],
    ]);
    expect(fixes('From $9,999 to $145,027 per violation, $30-an-hour work.')).toEqual([]);
  });

  test('writes times of day as "9 a.m." and "6:30 p.m."', () => {
    expect(fixes('Mon-Sat 9am-6pm, from 5:00 am to 6:30 PM, or 10 A.M.')).toEqual([
      ['9am', '9 a.m.'],
      ['6pm', '6 p.m.'],
      ['5:00 am', '5 a.m.'],
      ['6:30 PM', '6:30 p.m.'],
      ['10 A.M.', '10 a.m.'],
    ]);
    expect(fixes('Mon-Sat 9 a.m.-6 p.m. and 5 a.m.-6:30 p.m.; at 2 a.m. the line stops.')).toEqual([]);
    expect(fixes('A 5 A fuse, a 16 A main breaker and 12 amplifiers.')).toEqual([]);
  });

  test("separates thousands, but not in a standard's number", () => {
    expect(fixes('A 20000 PSI chamber and 145027 dollars.')).toEqual([
      ['20000', '20,000'],
      ['145027 dollars', '$145,027'],
      ['145027', '145,027'],
    ]);
    expect(
      fixes('IEC 60601-1, ISO 13849-1, ISO/TS 15066, UL 508A, 29 CFR 1910, 2048 cores, 1.25 mm.'),
    ).toEqual([]);
  });

  test('writes units as symbols after a space', () => {
    expect(
      fixes('A 100KW motor, 10 KWH, 480 Volt, 400 Amps, 20000psi, 480V, 24VDC, 5 sq. ft, 50 percent.'),
    ).toEqual([
      ['100KW', '100 kW'],
      ['10 KWH', '10 kWh'],
      ['480 Volt', '480 V'],
      ['400 Amps', '400 A'],
      ['20000', '20,000'],
      ['20000psi', '20000 PSI'],
      ['480V', '480 V'],
      ['24VDC', '24 VDC'],
      ['5 sq. ft', '5 sq ft'],
      ['50 percent', '50%'],
    ]);
    expect(fixes('A 100 kW motor, 10 kWh, 480 V, 400 A, 20,000 PSI, 24 VDC, 400 sq ft, 20%.')).toEqual([]);
  });

  test('writes phases and ranges in words', () => {
    expect(fixes('A 3-phase feed, 240 V single phase, 2-Phase Cooling, 3-6 months, 24–48 hours.')).toEqual([
      ['3-phase', 'three-phase'],
      ['single phase', 'single-phase'],
      ['2-Phase', 'Two-Phase'],
      ['3-6 months', '3 to 6 months'],
      ['24–48 hours', '24 to 48 hours'],
    ]);
  });

  test('says what to write', () => {
    expect(notationMessage({ found: '9am', write: '9 a.m.' })).toBe(
      '"9am": write "9 a.m." (one style for money, times, numbers and units across the site)',
    );
  });
});
