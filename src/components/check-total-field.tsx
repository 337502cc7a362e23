/** The total of a check the player rolled at the table (e.g. Wisdom (Medicine)), typed in. */
export function CheckTotalField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <input
        type="number"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-24 rounded-lg border border-slate-400 bg-white px-2 text-lg text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
    </label>
  );
}
