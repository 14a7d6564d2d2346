import { DateCell as DateCell_84f1c386c5754f08e533bcb93513711b } from '../../../../src/kit/admin/DateCell'
import { ReadOnlyDateField as ReadOnlyDateField_68ffb91c798608d5c3f1c4323b26242a } from '../../../../src/kit/admin/DateField'
import { AppointmentDateField as AppointmentDateField_6b398d73b720550428508abf8e329c4a } from '../../../../src/booking/admin/AppointmentDateField'
import { StatusCell as StatusCell_8cadf1c1a109f69f34c473a9b97a41e4 } from '../../../../src/booking/admin/BookingCells'
import { CarCell as CarCell_8cadf1c1a109f69f34c473a9b97a41e4 } from '../../../../src/booking/admin/BookingCells'
import { PackageCell as PackageCell_8cadf1c1a109f69f34c473a9b97a41e4 } from '../../../../src/booking/admin/BookingCells'
import { BookingQuickFilters as BookingQuickFilters_e4b751f63c9a1c3ad1f553dd8a4415ef } from '../../../../src/booking/admin/BookingQuickFilters'
import { ViewOnSiteLink as ViewOnSiteLink_08238ddf36c15a69117a2d5762af3ca5 } from '../../../../src/kit/admin/ViewOnSiteLink'
import { EuroCell as EuroCell_015b839e42c535d6e9381a27381947fc } from '../../../../src/kit/admin/EuroCell.client'
import { EuroField as EuroField_36e8c182c65e5bf197075e24e55576a9 } from '../../../../src/kit/admin/EuroField.client'
import { CsvFilePicker as CsvFilePicker_c3e373beeb42318f6e3340ec46d805cc } from '../../../../src/dyno/components/admin/CsvFilePicker.client'
import { SendReportButton as SendReportButton_38590713dbeef19ad51a0d9a8110f52e } from '../../../../src/dyno/components/admin/SendReportButton.client'
import { ImportFacts as ImportFacts_1fc83f1e071956cae385f509946be55a } from '../../../../src/catalogue/import/components/ImportFacts'
import { ImportPreview as ImportPreview_e339b3812e10e4d1df134f7293ef0b63 } from '../../../../src/catalogue/import/components/ImportPreview.client'
import { ExportCatalogueLink as ExportCatalogueLink_349037362db15fc3a2c0f56e898e3976 } from '../../../../src/catalogue/import/components/ExportCatalogueLink'
import { ImportEditView as ImportEditView_c5f7abaf4b7872a2577de615a98f7d49 } from '../../../../src/catalogue/import/components/ImportEditView.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { WorkshopIcon as WorkshopIcon_abcfc18d6b3d43765d8e3b9e49eeb5c7 } from '../../../../src/staff/dashboard/WorkshopLogo'
import { WorkshopLogo as WorkshopLogo_abcfc18d6b3d43765d8e3b9e49eeb5c7 } from '../../../../src/staff/dashboard/WorkshopLogo'
import { PlannerNavLink as PlannerNavLink_9e672496ca6b0696c5d2f96637f9cee1 } from '../../../../src/booking/planner/PlannerNavLink'
import { CustomerDataNavLink as CustomerDataNavLink_3b22ab1534095b574e10e0f691ee2dd2 } from '../../../../src/privacy/admin/CustomerDataNavLink'
import { DayDashboard as DayDashboard_619d1c9e6c01bc4ea3bd2e2dd65ea9e5 } from '../../../../src/staff/dashboard/DayDashboard'
import { WorkshopNavMark as WorkshopNavMark_abcfc18d6b3d43765d8e3b9e49eeb5c7 } from '../../../../src/staff/dashboard/WorkshopLogo'
import { PlannerView as PlannerView_bab48752d10c5ea56e21944b6686c050 } from '../../../../src/booking/planner/PlannerView'
import { CustomerDataView as CustomerDataView_2dd9ad45099b8d409c1e14e3facc95e8 } from '../../../../src/privacy/admin/CustomerDataView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/kit/admin/DateCell#DateCell": DateCell_84f1c386c5754f08e533bcb93513711b,
  "/src/kit/admin/DateField#ReadOnlyDateField": ReadOnlyDateField_68ffb91c798608d5c3f1c4323b26242a,
  "/src/booking/admin/AppointmentDateField#AppointmentDateField": AppointmentDateField_6b398d73b720550428508abf8e329c4a,
  "/src/booking/admin/BookingCells#StatusCell": StatusCell_8cadf1c1a109f69f34c473a9b97a41e4,
  "/src/booking/admin/BookingCells#CarCell": CarCell_8cadf1c1a109f69f34c473a9b97a41e4,
  "/src/booking/admin/BookingCells#PackageCell": PackageCell_8cadf1c1a109f69f34c473a9b97a41e4,
  "/src/booking/admin/BookingQuickFilters#BookingQuickFilters": BookingQuickFilters_e4b751f63c9a1c3ad1f553dd8a4415ef,
  "/src/kit/admin/ViewOnSiteLink#ViewOnSiteLink": ViewOnSiteLink_08238ddf36c15a69117a2d5762af3ca5,
  "/src/kit/admin/EuroCell.client#EuroCell": EuroCell_015b839e42c535d6e9381a27381947fc,
  "/src/kit/admin/EuroField.client#EuroField": EuroField_36e8c182c65e5bf197075e24e55576a9,
  "/src/dyno/components/admin/CsvFilePicker.client#CsvFilePicker": CsvFilePicker_c3e373beeb42318f6e3340ec46d805cc,
  "/src/dyno/components/admin/SendReportButton.client#SendReportButton": SendReportButton_38590713dbeef19ad51a0d9a8110f52e,
  "/src/catalogue/import/components/ImportFacts#ImportFacts": ImportFacts_1fc83f1e071956cae385f509946be55a,
  "/src/catalogue/import/components/ImportPreview.client#ImportPreview": ImportPreview_e339b3812e10e4d1df134f7293ef0b63,
  "/src/catalogue/import/components/ExportCatalogueLink#ExportCatalogueLink": ExportCatalogueLink_349037362db15fc3a2c0f56e898e3976,
  "/src/catalogue/import/components/ImportEditView.client#ImportEditView": ImportEditView_c5f7abaf4b7872a2577de615a98f7d49,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/staff/dashboard/WorkshopLogo#WorkshopIcon": WorkshopIcon_abcfc18d6b3d43765d8e3b9e49eeb5c7,
  "/src/staff/dashboard/WorkshopLogo#WorkshopLogo": WorkshopLogo_abcfc18d6b3d43765d8e3b9e49eeb5c7,
  "/src/booking/planner/PlannerNavLink#PlannerNavLink": PlannerNavLink_9e672496ca6b0696c5d2f96637f9cee1,
  "/src/privacy/admin/CustomerDataNavLink#CustomerDataNavLink": CustomerDataNavLink_3b22ab1534095b574e10e0f691ee2dd2,
  "/src/staff/dashboard/DayDashboard#DayDashboard": DayDashboard_619d1c9e6c01bc4ea3bd2e2dd65ea9e5,
  "/src/staff/dashboard/WorkshopLogo#WorkshopNavMark": WorkshopNavMark_abcfc18d6b3d43765d8e3b9e49eeb5c7,
  "/src/booking/planner/PlannerView#PlannerView": PlannerView_bab48752d10c5ea56e21944b6686c050,
  "/src/privacy/admin/CustomerDataView#CustomerDataView": CustomerDataView_2dd9ad45099b8d409c1e14e3facc95e8,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
