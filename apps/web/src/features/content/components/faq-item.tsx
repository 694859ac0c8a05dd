import { useId, useState } from 'react';
import type { FaqItem as FaqEntry } from '@casino/contracts';
import { HtmlContent } from './html-content.tsx';
import styles from './faq-item.module.css';

/** One question of the FAQ accordion: a heading holding a disclosure button, and its answer region. */
export function FaqItem({ item }: { item: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={styles.item}>
      <h2 className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.question}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.question}</span>
          <span className={styles.sign} aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
        <HtmlContent html={item.answer} />
      </div>
    </div>
  );
}
