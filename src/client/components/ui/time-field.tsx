type Props = { id: string; value: string; onChange: (value: string) => void };

/** A required time of day (HH:MM) with its label, as the daily reminder and the morning push set it. */
export function TimeField({ id, value, onChange }: Props) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Time
      </label>
      <input
        id={id}
        type="time"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-input bg-background px-3 py-2 text-sm"
      />
    </div>
  );
}
