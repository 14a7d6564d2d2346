/** Nothing to add once the browser takes the page over: the layout shows the view. */
export default function NotFound() {
  return null
}
