import { getPayload, type SanitizedConfig } from 'payload'

/**
 * The admin's config with the workshop's own name after each page title ("Afspraken ·
 * <Bedrijfsnaam>"): Payload's title suffix is fixed in the config, the name is staff's to change.
 */
export async function withWorkshopTitle(
  config: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const resolved = await config
  const name = await getPayload({ config: resolved })
    .then((payload) => payload.findGlobal({ slug: 'site-settings', depth: 0 }))
    .then((settings) => settings.businessName?.trim())
    // A database still migrating names no workshop yet: the config's suffix stays.
    .catch(() => undefined)
  if (!name) return resolved
  return {
    ...resolved,
    admin: {
      ...resolved.admin,
      meta: { ...resolved.admin.meta, titleSuffix: ` · ${name}` },
    },
  }
}
