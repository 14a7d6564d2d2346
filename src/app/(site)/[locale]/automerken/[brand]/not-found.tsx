export { default } from '../../merken/[brand]/not-found'
