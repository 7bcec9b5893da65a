import { Fragment } from 'react';

/**
 * A contact text from the content ("Vardagar 9–17\nkundservice@glans.example\n08-123 45 67") with its e-mail
 * addresses as `mailto:` links and its phone numbers as `tel:` links, so a shopper on a phone can write or
 * call with one tap. A phone number is a run of digits, spaces and dashes with 7–15 digits (a postal code
 * such as "111 46" is too short); Swedish numbers get the +46 country code.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /\+?\d[\d -]{5,}\d/;
const CONTACT = new RegExp(`(${EMAIL.source})|(${PHONE.source})`, 'g');

export type ContactPart = { kind: 'text'; text: string } | { kind: 'email' | 'phone'; text: string; href: string };

/** The `tel:` address of a written phone number, or null when it is not one (too few or too many digits). */
export function telHref(written: string): string | null {
  const digits = written.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (written.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.startsWith('0') ? `tel:+46${digits.slice(1)}` : `tel:${digits}`;
}

export function contactParts(text: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    const [found, email] = match;
    const href = email ? `mailto:${found}` : telHref(found);
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: email ? 'email' : 'phone', text: found, href });
    last = match.index + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function ContactText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {contactParts(text).map((part, index) => (
        <Fragment key={index}>{part.kind === 'text' ? part.text : <a href={part.href}>{part.text}</a>}</Fragment>
      ))}
    </p>
  );
}
