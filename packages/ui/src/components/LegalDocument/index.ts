export { LegalDocument, legalSectionId } from './LegalDocument';
export type {
  LegalDocumentKind,
  LegalDocumentProps,
  LegalItem,
  LegalSection,
} from './LegalDocument';
