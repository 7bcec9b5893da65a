import { PAGINATION_DEFAULT_PADDING } from '../constants';

/**
 * Pagination rules (docs/shop.md, Listing rules): pages are 0-based inside, a requested page is clamped between the first
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

/**
 * The 0-based page numbers the pagination shows: up to `padding` on each side of the current page, more on
 * one side where the other runs out, 2 × padding + 1 at most (InstantSearch's pagination shows the same).
 */
export function paginationPages(current: number, total: number, padding: number): number[] {
  if (total <= 0) return [0];
  const shown = Math.min(2 * padding + 1, total);
  if (shown === total) return Array.from({ length: total }, (_, page) => page);
  const left = current <= padding ? current : current >= total - padding ? shown - (total - current) : padding;
  return Array.from({ length: shown }, (_, index) => current - left + index);
}
