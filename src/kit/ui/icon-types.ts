/** One lucide icon's drawing: its name in lucide and its SVG elements with their attributes. */
export type IconDrawing = {
  name: string
  node: [tag: string, attributes: Record<string, string | number>][]
}
