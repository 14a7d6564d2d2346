export { default } from '@/app/(site)/[locale]/merken/not-found'
