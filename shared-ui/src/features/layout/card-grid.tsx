import type { ReactNode } from 'react';
import classes from './layout.module.css';

/** A titled group of tiles (a level, a genre): the heading and its grid. */
export function TileGroup({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.group}>
      <h2 id={id} className={classes.groupTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A responsive grid of tiles (books, levels, battle types, courses): a list for screen readers. */
export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export type TileProps = {
  title: ReactNode;
  /** Heading level of the title inside the page (3 under a TileGroup, 2 in a flat grid). */
  headingLevel?: 2 | 3;
  /** Small labels before the meta line (CEFR A2, a genre). */
  badges?: ReactNode[];
  /** One quiet line under the title. */
  meta?: ReactNode;
  children?: ReactNode;
  /** Buttons or links at the bottom of the tile. */
  actions?: ReactNode;
  selected?: boolean;
  /** Language of the title when it is English. */
  titleLang?: string;
  testId?: string;
};

/** One tile of a TileGrid. */
export function Tile({ title, headingLevel = 3, badges, meta, children, actions, selected, titleLang, testId }: TileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={[classes.tile, selected ? classes.selected : ''].join(' ')} data-testid={testId} aria-current={selected ? 'true' : undefined}>
      <Heading className={classes.tileTitle} lang={titleLang}>
        {title}
      </Heading>
      {badges?.length || meta ? (
        <p className={classes.meta}>
          {badges?.map((badge, index) => (
            <span key={index} className={classes.badge}>
              {badge}
            </span>
          ))}
          {meta}
        </p>
      ) : null}
      {children}
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </li>
  );
}
