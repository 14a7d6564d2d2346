/** /chiptuning is the brand overview under another name; its canonical URL is /merken. */
export { default, generateMetadata } from '../merken/page'
