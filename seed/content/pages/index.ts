import type { SeedPage } from '../types'

import { terms } from './algemene-voorwaarden'
import { privacy } from './privacybeleid'
import { about } from './over-ons'
import { services } from './diensten'
import { hub } from './automotive-tuning-services'
import { agriculture } from './landbouw-chiptuning'
import { marine } from './marine-chiptuning'
import { motorcycle } from './motor-chiptuning'
import { safety } from './veilig-chiptuning'
import { fuelSaving } from './brandstofbesparing-tuning'

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
