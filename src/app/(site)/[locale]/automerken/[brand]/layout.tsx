export { default } from '../../merken/[brand]/layout'
