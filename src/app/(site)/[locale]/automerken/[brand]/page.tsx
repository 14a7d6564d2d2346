export { default, generateMetadata } from '../../merken/[brand]/page'
