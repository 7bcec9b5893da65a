'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { errorTextDefaults } from '@/lib/content/error-text-defaults';

/**
 * The few dictionary texts the browser-side error screen needs, handed down by the root layout so an
 * error screen speaks Swedish without fetching anything (the content service may be what failed).
 */
export interface ErrorTexts {
  errorHeadline: string;
  errorText: string;
  errorButtonText: string;
  tryAgain: string;
  errorStatus: string;
  errorContentUnavailable: string;
}

const fallback: ErrorTexts = {
  errorHeadline: errorTextDefaults.errorHeadline,
  errorText: errorTextDefaults.errorText,
  errorButtonText: errorTextDefaults.errorButtonText,
  tryAgain: errorTextDefaults.tryAgain,
  errorStatus: errorTextDefaults.errorStatus,
  errorContentUnavailable: errorTextDefaults.errorContentUnavailable,
};

const ErrorTextsContext = createContext<ErrorTexts>(fallback);

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}
