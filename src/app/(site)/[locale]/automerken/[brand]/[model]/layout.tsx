export { default, generateStaticParams } from '@/app/(site)/[locale]/merken/[brand]/[model]/layout'
