import styles from './books.module.css';

/** A book's cover (an SVG under /resources). Decorative: the title always stands beside it. */
export function BookCover({ url, size = 'md' }: { url: string; size?: 'sm' | 'md' | 'lg' }) {
  return <img className={[styles.cover, styles[size]].join(' ')} src={url} alt="" loading="lazy" decoding="async" data-testid="book-cover" />;
}
