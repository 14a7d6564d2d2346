export { default, generateStaticParams } from '../../merken/[brand]/layout'
