// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorScreen from '@/app/error';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { ContentServiceError } from '@/lib/content/client';
import { routeErrorDigest, routeErrorOf } from '@/lib/route-error';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';

/** Route errors show their status code and message (issue 25). */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

const texts = {
  errorHeadline: DICTIONARY_SV.errorHeadline!,
  errorText: DICTIONARY_SV.errorText!,
  errorButtonText: DICTIONARY_SV.errorButtonText!,
  tryAgain: DICTIONARY_SV.tryAgain!,
  errorStatus: DICTIONARY_SV.errorStatus!,
  errorContentUnavailable: DICTIONARY_SV.errorContentUnavailable!,
};

function show(error: Error & { digest?: string }) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorTextsProvider texts={texts}>
      <ErrorScreen error={error} reset={() => {}} />
    </ErrorTextsProvider>,
  );
}

describe('route errors', () => {
  it('carry their status and code in a digest Next passes to the error screen', () => {
    expect(routeErrorOf({ digest: routeErrorDigest(503, 'content_unavailable') })).toEqual({ status: 503, code: 'content_unavailable' });
    expect(routeErrorOf({ digest: '2840923486' })).toEqual({ status: 500, code: 'unknown' });
    expect(routeErrorOf({ digest: 'GLANS_ROUTE_ERROR;abc;x' })).toEqual({ status: 500, code: 'unknown' });
    expect(routeErrorOf(undefined)).toEqual({ status: 500, code: 'unknown' });
  });

  it('a content service failure is a 503 of unavailable content', () => {
    expect(routeErrorOf(new ContentServiceError('Content service unreachable', null, true))).toEqual({ status: 503, code: 'content_unavailable' });
  });

  it('the error screen says what went wrong and the status code, in Swedish', () => {
    show(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: routeErrorDigest(503, 'content_unavailable') }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Något gick fel');
    expect(document.body.textContent).toContain('Vi kan inte hämta butikens innehåll just nu.');
    expect(document.querySelector('[data-status]')?.textContent).toBe('Felkod 503');
  });

  it('an error it does not know is a 500 with the general text', () => {
    show(new Error('boom'));
    expect(document.body.textContent).toContain(texts.errorText);
    expect(document.querySelector('[data-status]')?.textContent).toBe('Felkod 500');
  });
});
