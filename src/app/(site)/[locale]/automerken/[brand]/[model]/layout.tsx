export { default } from '../../../merken/[brand]/[model]/layout'
