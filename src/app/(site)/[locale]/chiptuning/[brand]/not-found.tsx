export { default } from '../../merken/not-found'
