/**
 * The wording the islands are given in these tests: the same English as content/data/labels.yaml
 * today, written here so that the tests check what a component does with its words, and a writer's
 * change to the site's wording changes no test.
 */
import type { CarouselWords, FilterWords, FormWords, Labels } from '../../../src/schema/data.ts';

export const filterWords: FilterWords = {
  name: 'Filter projects by category',
  all: 'All',
  showing: 'Showing {shown} of {count} projects',
};

export const formWords: FormWords = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company',
  message: 'Message',
  required: '(required)',
  optional: '(optional)',
  package: 'Package',
  noPackage: 'No package',
  packageOption: '{name} ({price})',
  trap: 'Leave this field empty',
  nameMissing: 'Enter your name.',
  phoneMissing: 'Enter a phone number we can call you on.',
  phoneShort: 'Enter a phone number with at least 7 digits.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address in the format name@example.com.',
  checkOne: 'Check the {field} field: {error}',
  checkMany: '{count} fields need attention: {fields}.',
  sendCallback: 'Request a call back',
  sendMessage: 'Send message',
  sending: 'Sending…',
  failedCallback: 'Your request could not be sent.',
  failedMessage: 'Your message could not be sent.',
  failedText: 'Nothing you typed is lost: it is all still in the form. Try again, or call us on {phone}.',
  retry: 'Retry',
  mailOpened: 'Your e-mail program has been opened with your message.',
  mailText: 'Send it from there to reach us. If no e-mail program opened, write to {email} or call {phone}.',
  thanks: 'Thank you, {name}.',
  callingBack: 'Our sales team will call you back on {phone}.',
  replying: 'We have your message and will reply to {email} shortly.',
  urgent: 'If it is urgent, call {phone}.',
  mailCallback: 'Call-back request from {name}',
  mailMessage: 'Message from {name}',
  mailCallMe: 'Please call me back.',
  mailFrom: 'Sent from {page}',
};

export const carouselWords: CarouselWords = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause {name}',
  play: 'Play {name}',
  slide: '{n} of {count}',
  namedSlide: 'Slide {n} of {count}',
};

export const galleryWords: Labels['gallery'] = {
  name: '{title}: gallery',
  previous: 'Previous image',
  next: 'Next image',
  slide: '{n} of {count}',
  show: 'Show image {n} of {count}',
};
