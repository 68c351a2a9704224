import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactForm } from '../../../src/islands/ContactForm.tsx';
import { formWords } from './words.ts';

const ENDPOINT = 'https://forms.example.com/api/form';
const site = { endpoint: ENDPOINT, phone: '(512) 555-0142', email: 'sales@example.com' };
const packages = [
  { id: '01', name: 'PACKAGE 01', price: '$49 per month' },
  { id: '02', name: 'PACKAGE 02', price: '$99 per month' },
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

function renderForm(props: Partial<ComponentProps<typeof ContactForm>> = {}, url = '/home-02') {
  window.history.replaceState(null, '', url);
  render(
    <>
      <h2 id="form-heading">Request a call back</h2>
      <ContactForm variant="callback" headingId="form-heading" words={formWords} {...site} {...props} />
    </>,
  );
}

const field = (label: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const fillValid = () => {
  type(/^Name/, 'Ada Lovelace');
  type(/^Phone/, '(512) 555-0100');
  type(/^E-mail/, 'ada@example.com');
};
const submitButton = () => screen.getByRole('button', { name: /Request a call back|Send message|Sending/ });
/** The error text a screen reader reads with the field */
const errorOf = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
    : undefined;
const posted = () => JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, string>;

describe(ContactForm, () => {
  test('labels each field and marks name, phone and e-mail as required when it renders', () => {
    renderForm({ variant: 'message' });
    expect(screen.getByRole('form', { name: 'Request a call back' })).toBeTruthy();
    expect(field(/^Name\s*\(required\)/).required).toBe(true);
    expect(field(/^Phone\s*\(required\)/).type).toBe('tel');
    expect(field(/^E-mail\s*\(required\)/).type).toBe('email');
    expect(field(/^E-mail/).required).toBe(true);
    expect(field(/^Company\s*\(optional\)/).required).toBe(false);
    expect(field(/^Message\s*\(optional\)/).tagName).toBe('TEXTAREA');
  });

  test('asks only for name, phone and e-mail when it is the call-back form', () => {
    renderForm();
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual([
      'name',
      'phone',
      'email',
    ]);
  });

  test('hides the honeypot from people: no accessible field and out of the Tab order', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
    const trap = screen.getByLabelText<HTMLInputElement>('Leave this field empty');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('shows an error on each required field and focuses the first when submitted empty', () => {
    renderForm();
    fireEvent.click(submitButton());
    expect(errorOf(field(/^Name/))).toBe('Enter your name.');
    expect(errorOf(field(/^Phone/))).toBe('Enter a phone number we can call you on.');
    expect(errorOf(field(/^E-mail/))).toBe('Enter your e-mail address.');
    expect(document.activeElement).toBe(field(/^Name/));
    expect(screen.getByRole('alert').textContent).toBe('3 fields need attention: Name, Phone, E-mail.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('reports and focuses an invalid e-mail address and a too-short phone number', () => {
    renderForm();
    type(/^Name/, 'Ada Lovelace');
    type(/^Phone/, '555');
    type(/^E-mail/, 'ada-at-example');
    fireEvent.click(submitButton());
    expect(document.activeElement).toBe(field(/^Phone/));
    expect(errorOf(field(/^Phone/))).toBe('Enter a phone number with at least 7 digits.');
    expect(errorOf(field(/^E-mail/))).toBe('Enter an e-mail address in the format name@example.com.');
    expect(errorOf(field(/^Name/))).toBeUndefined();
    const summary = screen.getByRole('alert');
    type(/^Phone/, '(512) 555-0100');
    fireEvent.click(submitButton());
    expect(document.activeElement).toBe(field(/^E-mail/));
    // A new alert each time, so screen readers announce it again.
    expect(screen.getByRole('alert')).not.toBe(summary);
    expect(screen.getByRole('alert').textContent).toBe(
      'Check the e-mail field: Enter an e-mail address in the format name@example.com.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('clears a field’s error as soon as the visitor fixes it', () => {
    renderForm();
    fireEvent.click(submitButton());
    type(/^Name/, 'Ada Lovelace');
    expect(errorOf(field(/^Name/))).toBeUndefined();
    expect(errorOf(field(/^Phone/))).toBe('Enter a phone number we can call you on.');
  });

  test('posts the message as JSON to the endpoint and thanks the visitor when it is sent', async () => {
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Thank you, Ada Lovelace.');
    expect(thanks.textContent).toContain('call you back on (512) 555-0100');
    expect(within(thanks).getByRole('link', { name: '(512) 555-0142' }).getAttribute('href')).toBe(
      'tel:+15125550142',
    );
    expect(document.activeElement).toBe(thanks);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(ENDPOINT);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(posted()).toMatchObject({
      form: 'call-back request',
      name: 'Ada Lovelace',
      phone: '(512) 555-0100',
      email: 'ada@example.com',
    });
  });

  test('says it is sending and ignores further clicks while the post is on its way', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(
      new Promise<Response>((resolve) => {
        reply = resolve;
      }),
    );
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    expect(submitButton().textContent).toBe('Sending…');
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    reply(new Response('{}', { status: 200 }));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you, Ada Lovelace.');
  });

  test('posts to the page’s form-endpoint meta tag when there is one', async () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: 'form-endpoint',
      content: '/api/form',
    });
    document.head.append(meta);
    try {
      renderForm();
      fillValid();
      fireEvent.click(submitButton());
      await screen.findByRole('status');
      expect(fetchMock.mock.calls[0]![0]).toBe('/api/form');
    } finally {
      meta.remove();
    }
  });

  test('sends the package chosen on the pricing page with the message', async () => {
    renderForm({ variant: 'message', packages }, '/contact-us?package=02');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Package' });
    expect(select.value).toBe('02');
    fillValid();
    type(/^Message/, 'Our press line needs a retrofit.');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toContain('will reply to ada@example.com');
    expect(posted()).toMatchObject({ form: 'message', package: 'PACKAGE 02 ($99 per month)' });
    expect(posted().message).toBe('Our press line needs a retrofit.');
  });

  test('pretends to succeed and sends nothing when the honeypot is filled', () => {
    renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'http://spam' } });
    fireEvent.click(submitButton());
    expect(screen.getByRole('status').textContent).toContain('Thank you');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ['the network fails', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
    ['the endpoint answers 500', () => fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }))],
  ])('keeps everything typed and offers the phone number and a retry when %s', async (_, fail) => {
    fail();
    renderForm({ variant: 'message' });
    fillValid();
    type(/^Company/, 'Lovelace Engines');
    type(/^Message/, 'Please quote a robot cell.');
    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your message could not be sent.');
    expect(alert.textContent).toContain('Nothing you typed is lost');
    expect(within(alert).getByRole('link', { name: '(512) 555-0142' }).getAttribute('href')).toBe(
      'tel:+15125550142',
    );
    expect(field(/^Name/).value).toBe('Ada Lovelace');
    expect(field(/^Phone/).value).toBe('(512) 555-0100');
    expect(field(/^E-mail/).value).toBe('ada@example.com');
    expect(field(/^Company/).value).toBe('Lovelace Engines');
    expect(field(/^Message/).value).toBe('Please quote a robot cell.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you, Ada Lovelace.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]!.body).toBe(fetchMock.mock.calls[0]![1]!.body);
  });

  test('opens the mail program with the message filled in when no endpoint is set', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { href: 'https://example.com/home-02', assign });
    renderForm({ endpoint: '' });
    fillValid();
    fireEvent.click(submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.protocol + url.pathname).toBe('mailto:sales@example.com');
    expect(url.searchParams.get('subject')).toBe('Call-back request from Ada Lovelace');
    expect(url.searchParams.get('body')).toBe(
      [
        'Name: Ada Lovelace',
        'Phone: (512) 555-0100',
        'E-mail: ada@example.com',
        '',
        'Please call me back.',
        '',
        'Sent from https://example.com/home-02',
      ].join('\n'),
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Your e-mail program has been opened with your message.');
    expect(within(notice).getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    expect(field(/^Name/).value).toBe('Ada Lovelace');
  });
});
