import type { Field } from 'payload'

import { label, labels, options } from '@/i18n/admin-labels'

import { clockTime, reviewWidgetScript, reviewWidgetSwitch } from '../../shared/fields/validate'

const weekdays = {
  monday: ['Maandag', 'Monday', 'Montag'],
  tuesday: ['Dinsdag', 'Tuesday', 'Dienstag'],
  wednesday: ['Woensdag', 'Wednesday', 'Mittwoch'],
  thursday: ['Donderdag', 'Thursday', 'Donnerstag'],
  friday: ['Vrijdag', 'Friday', 'Freitag'],
  saturday: ['Zaterdag', 'Saturday', 'Samstag'],
  sunday: ['Zondag', 'Sunday', 'Sonntag'],
} as const

const time = label('uu:mm', 'hh:mm', 'hh:mm')

export const addressField: Field = {
  name: 'address',
  label: label('Adres', 'Address', 'Adresse'),
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'street',
          label: label('Straat', 'Street', 'Straße'),
          type: 'text',
          required: true,
        },
        {
          name: 'postcode',
          label: label('Postcode', 'Postcode', 'Postleitzahl'),
          type: 'text',
          required: true,
        },
        { name: 'city', label: label('Plaats', 'City', 'Ort'), type: 'text', required: true },
        {
          name: 'country',
          label: label('Land', 'Country', 'Land'),
          type: 'text',
          defaultValue: 'NL',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          label: label('Breedtegraad', 'Latitude', 'Breitengrad'),
          type: 'number',
        },
        {
          name: 'longitude',
          label: label('Lengtegraad', 'Longitude', 'Längengrad'),
          type: 'number',
        },
      ],
    },
  ],
}

export const openingHoursField: Field = {
  name: 'openingHours',
  label: label('Openingstijden', 'Opening hours', 'Öffnungszeiten'),
  labels: labels(['Dag', 'Day', 'Tag'], ['Dagen', 'Days', 'Tage']),
  type: 'array',
  admin: {
    description: label(
      'Dagen die niet genoemd worden zijn gesloten.',
      'Days not listed are closed.',
      'Nicht genannte Tage sind geschlossen.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'day',
          label: label('Dag', 'Day', 'Tag'),
          type: 'select',
          required: true,
          options: options(weekdays),
        },
        {
          name: 'opens',
          label: label('Open vanaf', 'Opens', 'Öffnet'),
          type: 'text',
          required: true,
          validate: clockTime(false),
          admin: { description: time },
        },
        {
          name: 'closes',
          label: label('Gesloten vanaf', 'Closes', 'Schließt'),
          type: 'text',
          required: true,
          validate: clockTime(false),
          admin: { description: time },
        },
      ],
    },
  ],
}

export const reviewWidgetField: Field = {
  name: 'reviewWidget',
  label: label('Reviewwidget', 'Review widget', 'Bewertungs-Widget'),
  type: 'group',
  fields: [
    {
      name: 'enabled',
      label: label('Aan', 'On', 'An'),
      type: 'checkbox',
      defaultValue: false,
      validate: reviewWidgetSwitch,
    },
    {
      name: 'scriptUrl',
      label: label('Script-adres', 'Script address', 'Skript-Adresse'),
      type: 'text',
      admin: {
        description: label(
          'Het script van de reviewdienst (https), van de host die uw beheerder voor de site heeft ingesteld (REVIEW_WIDGET_ORIGIN).',
          "The review service's script (https), from the host your administrator set for the site (REVIEW_WIDGET_ORIGIN).",
          'Das Skript des Bewertungsdienstes (https), vom Host, den Ihr Administrator für die Website eingestellt hat (REVIEW_WIDGET_ORIGIN).',
        ),
      },
      validate: reviewWidgetScript,
    },
    { name: 'widgetId', label: label('Widget-ID', 'Widget ID', 'Widget-ID'), type: 'text' },
  ],
}
