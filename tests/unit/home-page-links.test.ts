/** Links that still open a shared site's home page say so beside them. */
import { describe, expect, test } from 'vitest';
import { noteHomePage } from '../../src/content/home-page-links.ts';

const TEMPLATE = 'Opens the {host} home page until our own page there is linked.';

describe('noteHomePage', () => {
  test("adds where a shared site's home page or bare section leads", () => {
    expect(noteHomePage({ label: 'Apply Now', href: 'https://www.linkedin.com/' }, TEMPLATE)).toEqual({
      label: 'Apply Now',
      href: 'https://www.linkedin.com/',
      note: 'Opens the linkedin.com home page until our own page there is linked.',
    });
    expect(noteHomePage({ href: 'https://pypi.org/project/' }, TEMPLATE).note).toBe(
      'Opens the pypi.org home page until our own page there is linked.',
    );
  });

  test("leaves the company's own pages, other sites and site paths as they are", () => {
    for (const href of [
      'https://www.linkedin.com/company/ironbridge-automation',
      'https://api.example.com/',
      '/contact-us',
    ]) {
      expect(noteHomePage({ href }, TEMPLATE)).toEqual({ href });
    }
  });
});
