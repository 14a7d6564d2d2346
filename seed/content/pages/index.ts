import type { SeedPage } from '../types'
import { terms } from './algemene-voorwaarden'
import { hub } from './automotive-tuning-services'
import { fuelSaving } from './brandstofbesparing-tuning'
import { services } from './diensten'
import { agriculture } from './landbouw-chiptuning'
import { marine } from './marine-chiptuning'
import { motorcycle } from './motor-chiptuning'
import { about } from './over-ons'
import { privacy } from './privacybeleid'
import { safety } from './veilig-chiptuning'

// Business details (company name, address, KvK, VAT and phone number) are deliberately absent:
// they come from the site settings. The copy refers to "our workshop in Nijmegen" instead.
export const pages: SeedPage[] = [
  terms,
  privacy,
  about,
  services,
  hub,
  agriculture,
  marine,
  motorcycle,
  safety,
  fuelSaving,
]
