export function GainBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
      {label}
    </span>
  )
}
