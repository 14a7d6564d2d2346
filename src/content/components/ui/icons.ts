import * as arrowRight from 'lucide-react/icons/arrow-right'
import * as calendarCheck from 'lucide-react/icons/calendar-check'
import * as check from 'lucide-react/icons/check'
import * as chevronDown from 'lucide-react/icons/chevron-down'
import * as chevronLeft from 'lucide-react/icons/chevron-left'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as circleCheck from 'lucide-react/icons/circle-check'
import * as gauge from 'lucide-react/icons/gauge'
import * as menu from 'lucide-react/icons/menu'
import * as moveHorizontal from 'lucide-react/icons/move-horizontal'
import * as phone from 'lucide-react/icons/phone'
import * as x from 'lucide-react/icons/x'
import type { LucideIconData } from 'lucide-react/types'

/*
 * lucide-react's icon modules export the drawing (`__iconData`) beside the component; the
 * component renders through a 'use client' Icon, so using it would ship and hydrate script on
 * pages that have none. We draw the same nodes in our own server-rendered <svg> (Icon.tsx). The
 * package's types declare only the component, hence the one cast.
 */
const drawing = (module: object) => (module as { __iconData: LucideIconData }).__iconData

/** The icons the site uses, by the name a component asks for. */
export const icons = {
  arrowRight: drawing(arrowRight),
  calendarCheck: drawing(calendarCheck),
  check: drawing(check),
  chevronDown: drawing(chevronDown),
  chevronLeft: drawing(chevronLeft),
  chevronRight: drawing(chevronRight),
  circleCheck: drawing(circleCheck),
  gauge: drawing(gauge),
  menu: drawing(menu),
  moveHorizontal: drawing(moveHorizontal),
  phone: drawing(phone),
  x: drawing(x),
}

export type IconName = keyof typeof icons
