/** Turns the seed's simple blocks into the Lexical JSON that Payload's rich text field stores. */
import type { Block } from '../content/types'

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

function node(block: Block) {
  switch (block.type) {
    case 'heading':
      return { ...base, type: 'heading', tag: 'h2', children: [text(block.text)] }
    case 'paragraph':
      return {
        ...base,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: [text(block.text)],
      }
    case 'list':
      return {
        ...base,
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        children: block.items.map((item, index) => ({
          ...base,
          type: 'listitem',
          value: index + 1,
          children: [text(item)],
        })),
      }
  }
}

export function toLexical(blocks: readonly Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}
