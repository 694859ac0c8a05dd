import round$ from '../round/round.module.css';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import { Heading, type HeadingLevel } from '../ui/heading.tsx';
import type { Difference } from '../verify-round.ts';

const SHOWN = 12;

/** The fields where the stored round and the recomputed one disagree. */
export function Differences(props: { differences: readonly Difference[]; headingLevel: HeadingLevel }) {
  const { text } = useFairnessI18n();
  const shown = props.differences.slice(0, SHOWN);
  const more = props.differences.length - shown.length;
  return (
    <section className={round$.section}>
      <Heading level={props.headingLevel} className={round$.heading}>
        {text.differencesTitle}
      </Heading>
      <div className={round$.tableScroll}>
        <table className={round$.table}>
          <thead>
            <tr>
              <th scope="col">{text.differenceField}</th>
              <th scope="col">{text.storedValue}</th>
              <th scope="col">{text.recomputedValue}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((difference) => (
              <tr key={difference.path}>
                <td>
                  <code>{difference.path}</code>
                </td>
                <td>
                  <code>{show(difference.stored)}</code>
                </td>
                <td>
                  <code>{show(difference.recomputed)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className={round$.muted}>{fill(text.moreDifferences, { n: more })}</p>}
    </section>
  );
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}
