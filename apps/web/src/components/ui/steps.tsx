import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './steps.module.css';

export interface StepsProps {
  steps: { title: string }[];
  /** Index of the current step, from 0. */
  current: number;
  className?: string;
}

type StepState = 'completed' | 'current' | 'disabled';

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'completed' : index === current ? 'current' : 'disabled';

/** A multi-step progress indicator. */
export function Steps({ steps, current, className }: StepsProps) {
  const { t } = useTranslation();
  return (
    <ol
      className={[styles.steps, className].filter(Boolean).join(' ')}
      aria-label={t('ui.steps.label')}
    >
      {steps.map((step, index) => {
        const state = stateOf(index, current);
        // The line after a step leads to the next one and takes that step's progress.
        const lineState = index < steps.length - 1 ? stateOf(index + 1, current) : undefined;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position; titles may repeat
            key={index}
            className={[styles.step, styles[state]].join(' ')}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <div className={styles.track}>
              {/* The list already numbers its items for screen readers. */}
              <span className={styles.marker} aria-hidden="true">
                {state === 'completed' ? <Check size={14} strokeWidth={3} /> : index + 1}
              </span>
              {lineState && <span className={styles.line} data-state={lineState} />}
            </div>
            <span className={styles.title}>
              {step.title}
              <span className="visually-hidden"> ({t(`ui.steps.${state}`)})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
