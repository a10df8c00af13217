import type { InputHTMLAttributes, ReactNode } from 'react';
import { useMarket } from '../../state';

/**
 * A labelled input with its message: aria-invalid and aria-describedby point at the message,
 * and the first invalid field of a server-rendered page takes focus on load.
 */
export function Field({
  name,
  label,
  error,
  autoFocus,
  children,
  ...input
}: { name: string; label: string; error?: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useMarket();
  const id = `field-${name.replace('.', '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: a page re-rendered without JavaScript focuses its first invalid field.
          autoFocus={autoFocus}
          {...input}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export const fieldId = (name: string) => `field-${name.replace('.', '-')}`;
