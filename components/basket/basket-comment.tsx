'use client';

import { useId, useState, type FormEvent } from 'react';
import type { BasketStore } from '@/stores/basket-store';
import { say, type BasketTexts } from './basket-texts';
import styles from './basket-forms.module.css';

/** The commerce API's limit for a basket comment. */
export const COMMENT_MAX_LENGTH = 1000;

/** A message to the shop with the order (`POST /Basket/{id}/comment`). */
export function BasketComment({ store, initial, texts }: { store: BasketStore; initial: string; texts: BasketTexts }) {
  const [message, setMessage] = useState(initial);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setStatus('');
    setError('');
    setPending(true);
    const saved = await store.getState().addComment(message);
    setPending(false);
    if (saved) setStatus(texts.commentSaved);
    else setError(texts.commentError);
  }

  return (
    <form className={styles.comment} onSubmit={save}>
      <label htmlFor={`${id}-message`} className={styles.fieldLabel}>
        {texts.basketComment}
      </label>
      <textarea
        id={`${id}-message`}
        name="message"
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {say(texts, 'commentHint', { max: COMMENT_MAX_LENGTH })}
      </p>
      <div className={styles.inline}>
        <button type="submit" className="button button-secondary" aria-disabled={pending ? true : undefined}>
          {texts.saveComment}
        </button>
        <p role="status" className={styles.success}>
          {status}
        </p>
      </div>
      <p role="alert" className={styles.errorText}>
        {error}
      </p>
    </form>
  );
}
