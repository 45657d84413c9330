import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@vitrina/shared/ui';
import {
  SLIDER_STEPS,
  dialogsHeading,
  dropdownOptions,
  effectiveDialogs,
  isMoreStep,
  sliderIndexOf,
  sliderValueAt,
} from '../model/pricing';
import styles from './DialogsCalculator.module.css';

/** Steps labelled under the slider. */
const MARKS = [0, 500, 1000, 1500, 2000, 5000, 8000];
const LAST_INDEX = SLIDER_STEPS.length - 1;

export interface DialogsCalculatorProps {
  value: number;
  onChange: (value: number) => void;
}

/** The dialogs control: a stepped slider on wide screens, a dropdown up to 768 px. */
export function DialogsCalculator({ value, onChange }: DialogsCalculatorProps) {
  const { t } = useTranslation();
  const sliderId = useId();
  const index = sliderIndexOf(value);
  const valueText = t('pricing.calculator.value', { value: dialogsHeading(value) });
  const fill = { '--fill': `${(index / LAST_INDEX) * 100}%` } as CSSProperties;

  return (
    <div className={styles.calculator}>
      <output htmlFor={sliderId} className={styles.value} data-testid="dialogs-value">
        {valueText}
      </output>

      <div className={styles.desktop}>
        <label htmlFor={sliderId} className={styles.label}>
          {t('pricing.calculator.sliderLabel')}
        </label>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          style={fill}
          min={0}
          max={LAST_INDEX}
          step={1}
          value={index}
          aria-valuetext={valueText}
          onChange={(event) => onChange(sliderValueAt(Number(event.target.value)))}
        />
        <div className={styles.marks} aria-hidden="true">
          {MARKS.map((mark) => (
            <span key={mark} className={styles.mark} style={{ left: `${(sliderIndexOf(mark) / LAST_INDEX) * 100}%` }}>
              {isMoreStep(mark) ? t('pricing.calculator.more') : mark}
            </span>
          ))}
        </div>
      </div>

      <Select
        className={styles.mobile}
        label={t('pricing.calculator.sliderLabel')}
        value={String(effectiveDialogs(value))}
        options={dropdownOptions(value).map((option) => ({ value: String(option), label: String(option) }))}
        onChange={(next) => onChange(Number(next))}
      />

      <p className={styles.hint}>{t('pricing.calculator.hint')}</p>
    </div>
  );
}
