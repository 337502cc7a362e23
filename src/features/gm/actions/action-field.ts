/** The action panel's number fields: touch-sized, the digits aligned. */
export const ACTION_FIELD = 'min-h-11 w-16 rounded border border-slate-400 bg-white px-2 tabular-nums dark:border-slate-600 dark:bg-slate-950';
