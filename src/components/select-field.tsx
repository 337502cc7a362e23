import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

/** A labelled native <select>: the phone's own picker is the most thumb-friendly list there is. */
export function SelectField({ label, children, className = '', ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <select id={id} className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950" {...props}>
        {children}
      </select>
    </div>
  );
}
