export { default, generateMetadata } from '@/app/(site)/[locale]/merken/[brand]/[model]/page'
