export { default, generateStaticParams } from '../../../merken/[brand]/[model]/layout'
