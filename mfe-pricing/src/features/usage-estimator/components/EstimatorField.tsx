import { useId, useRef } from 'react';
import { useAdoptTypedText } from '@callvera/shared/adopt-served-input';
import type { ParsedField } from '../utils/parse-usage-input';
import styles from './estimator-field.module.css';

export interface EstimatorFieldProps {
  /** Visible label, which is also the input's accessible name. */
  label: string;
  /** Short help under the label. */
  hint: string;
  value: string;
  /** Called with each edit, and on mount with anything typed into the served page before the code arrived. */
  onChange: (value: string) => void;
  /** The field as read; an invalid one shows its message and is marked invalid. */
  parsed: ParsedField;
  placeholder?: string;
  /** The input's id, for a field mounted after the take-over, where React's generated ids can repeat the served page's. */
  id?: string;
}

/** A number field that accepts "2,500" as typed, and explains any problem right under itself. */
export function EstimatorField({ label, hint, value, onChange, parsed, placeholder, id }: EstimatorFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = parsed.status === 'invalid';
  const input = useRef<HTMLInputElement>(null);
  useAdoptTypedText(input, value, onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {/* type="text": a number input hides what was typed when it is not a number, so we could not say why. */}
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={errorId} className={styles.error}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M8 4.5v4.2M8 11.1v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {parsed.message}
        </p>
      )}
    </div>
  );
}
