export { default, generateStaticParams } from '@/app/(site)/[locale]/merken/[brand]/layout'
