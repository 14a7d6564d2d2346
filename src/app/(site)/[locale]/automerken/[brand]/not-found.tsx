export { default } from '@/app/(site)/[locale]/merken/[brand]/not-found'
