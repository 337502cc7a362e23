import type { ButtonHTMLAttributes } from 'react';

type Tone = 'primary' | 'secondary' | 'danger' | 'ghost';

const tones: Record<Tone, string> = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
  ghost: 'text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
};

/** Every class a touch-friendly control needs: ≥ 44 px, visible focus, a clear disabled look. */
export const buttonClass = (tone: Tone = 'secondary') =>
  `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 py-2 font-medium focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-45 ${tones[tone]}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone;
}

/** A plain button with the app's touch-target size; `type="button"` unless told otherwise. */
export function Button({ tone = 'secondary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(tone)} ${className}`} {...props} />;
}
