export { default, generateMetadata } from '../../../merken/[brand]/[model]/page'
