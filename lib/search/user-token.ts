/**
 * The anonymous token search analytics use for this visit: random, kept in session storage (gone when
 * the tab closes, no cookie), shared by the listing and the header search. null where storage is blocked.
 */
const KEY = 'glans.searchUserToken';

export function searchUserToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    let token = window.sessionStorage.getItem(KEY);
    if (!token) {
      token = `anonymous-${crypto.randomUUID()}`;
      window.sessionStorage.setItem(KEY, token);
    }
    return token;
  } catch {
    return null;
  }
}
