import { PAGINATION_DEFAULT_PADDING } from '../constants';

/**
 * Pagination rules (spec 4, 5): pages are 0-based inside, a requested page is clamped between the first
 * and the last page, and padding and total pages, when given, must be greater than 0.
 */

export interface PaginationOptions {
  padding?: number;
  totalPages?: number;
}

export function validatePaginationOptions(options: PaginationOptions): Required<Pick<PaginationOptions, 'padding'>> & PaginationOptions {
  const { padding = PAGINATION_DEFAULT_PADDING, totalPages } = options;
  if (!Number.isInteger(padding) || padding <= 0)
    throw new RangeError(`Pagination padding must be an integer greater than 0 (got ${padding})`);
  if (totalPages !== undefined && (!Number.isInteger(totalPages) || totalPages <= 0)) {
    throw new RangeError(`Pagination total pages must be an integer greater than 0 (got ${totalPages})`);
  }
  return { padding, totalPages };
}

/** A requested 0-based page, clamped to [0, last page]; 0 when there are no pages. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount <= 0) return 0;
  return Math.min(Math.max(Math.trunc(page), 0), pageCount - 1);
}
