/**
 * The English fallbacks of the error screens' texts (docs/shop.md, When something fails), part of `dictionaryDefaults`. A module
 * of their own so that the browser-side error screens (`components/layout/error-texts.tsx`,
 * `app/global-error.tsx`) carry these five texts and not the whole table of defaults into every page's
 * scripts.
 */
export const errorTextDefaults = {
  errorHeadline: 'Something went wrong',
  errorText: 'The page could not be shown right now. Please try again in a moment.',
  errorButtonText: 'Go to the front page',
  errorPageFailed: 'An error occurred while showing the error page',
  tryAgain: 'Try again',
  errorStatus: 'Error code {status}',
  errorContentUnavailable: 'We cannot fetch the shop\'s content right now. Please try again in a minute.',
};
