import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  type?: 'checkbox' | 'radio';
}

/** A checkbox or radio with its label as one ≥ 44 px touch target. */
export function CheckField({ label, type = 'checkbox', className = '', ...props }: CheckFieldProps) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500 ${className}`}>
      <input type={type} className="size-5 shrink-0 accent-indigo-600" {...props} />
      <span>{label}</span>
    </label>
  );
}
