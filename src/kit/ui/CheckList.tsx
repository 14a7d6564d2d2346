/** A list whose items each carry a check mark: what a package includes. */
export function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-success">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
