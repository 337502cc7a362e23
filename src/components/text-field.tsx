import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled text input, styled as SelectField is; `className` goes to the wrapper. */
export function TextField({ label, className = '', ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <input id={id} className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950" {...props} />
    </div>
  );
}
