import type React from 'react'

/**
 * A text field that looks like a Dutch licence plate: yellow, black capitals, the blue EU
 * band with "NL". The band is decoration; the field keeps its own label.
 */
export function PlateInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex h-14 max-w-xs overflow-hidden rounded-md border-2 border-black bg-[#f7c600] shadow-sm focus-within:ring-4 focus-within:ring-accent/40">
      <span
        aria-hidden="true"
        className="flex w-9 shrink-0 flex-col items-center justify-end bg-[#003399] pb-1 text-xs font-bold text-white"
      >
        <span className="mb-1 text-[0.6rem] leading-none text-[#ffcc00]">★</span>
        NL
      </span>
      <input
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        {...props}
        className="w-full min-w-0 bg-transparent px-3 text-center font-mono text-2xl font-bold tracking-widest text-black uppercase placeholder:text-black/35 focus:outline-none"
      />
    </div>
  )
}
